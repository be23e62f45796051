/**
 * 'Chat with us' (decision 151): /resources/chat-hand-off posts the chat configuration and the
 * member's user key (token/userkey) to the chat site by a hidden form; never the token, never in a URL.
 */
import { describe, expect, it } from 'vitest'
import { loader as chatHandOff } from '~/routes/resources.chat-hand-off'
import { env } from '~/platform/config/env.server'
import {
  appRequest,
  args,
  gatewayError,
  memberCookie,
  memberPageAnswers,
  thrown,
  startFakeGateway,
} from '../../../tests/fake-gateway'

const answer = startFakeGateway(memberPageAnswers)
const chat = { host: 'chat.example', bus: 'bus-1', poc: 'member-service', displayChat: true }

async function open(language?: 'es') {
  const cookie = `${await memberCookie()}${language ? `; language=${language}` : ''}`
  return (await chatHandOff(args(await appRequest('/resources/chat-hand-off', { cookie })))) as Response
}

describe('/resources/chat-hand-off', () => {
  it('posts the chat configuration and the user key to the configured chat site', async () => {
    const fake = answer({
      'GET config/chat': { ...chat, mappedGroupId: '10001234', hours: 'Every day', available: true },
      'GET token/userkey': '4711',
    })
    const response = await open()
    expect(response.headers.get('cache-control')).toContain('no-store')
    const html = await response.text()
    const form = /<form method="post" action="([^"]+)"/.exec(html)?.[1]
    expect(form).toBe(env.chatUrl)
    const field = (name: string) =>
      new RegExp(`<input type="hidden" name="${name}" value="([^"]*)">`).exec(html)?.[1]
    expect([field('host'), field('bus'), field('poc'), field('mappedGroupId'), field('userKey')]).toEqual([
      'chat.example',
      'bus-1',
      'member-service',
      '10001234',
      '4711',
    ])
    expect(html).toContain('Chat hours: Every day.')
    expect(html).not.toMatch(/name="token"/)
    expect(fake.paths()).toEqual(expect.arrayContaining(['GET config/chat', 'GET token/userkey']))
  })

  it('says chat is not available, with its hours, when the configuration marks it unavailable', async () => {
    answer({
      'GET config/chat': {
        ...chat,
        mappedGroupId: null,
        hours: 'Monday-Friday 8 a.m. to 5 p.m. PT',
        available: false,
      },
      'GET token/userkey': '4711',
    })
    const html = await (await open()).text()
    expect(html).toContain('Chat is not available right now')
    expect(html).toContain('Chat hours: Monday-Friday 8 a.m. to 5 p.m. PT.')
    expect(html).not.toContain('data-hand-off')
  })

  it("in Spanish when the member chose it: <html lang>, the texts, the gateway's hours escaped as sent", async () => {
    answer({
      'GET config/chat': { ...chat, mappedGroupId: null, hours: 'L-V <8-5>', available: false },
      'GET token/userkey': '4711',
    })
    const html = await (await open('es')).text()
    expect(html).toContain('<html lang="es-US">')
    expect(html).toContain(
      '<title>El chat no está disponible | Portal para Miembros de Riverbend Health</title>',
    )
    expect(html).toContain('<h1>El chat no está disponible en este momento</h1>')
    expect(html).toContain('Horario del chat: L-V &lt;8-5&gt;.')
    expect(html).toContain(
      '<a href="/support/customer-service">Comuníquese con Servicio al Cliente</a> o <a href="/home">regrese a su portal</a>.',
    )
  })

  it('a failing user key call opens the error page for its status', async () => {
    answer({
      'GET config/chat': { ...chat, mappedGroupId: null },
      'GET token/userkey': gatewayError(503, 'down'),
    })
    const response = await thrown(async () => open())
    expect(response.init?.status).toBe(503)
  })
})
