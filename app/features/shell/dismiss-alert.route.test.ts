/**
 * /resources/dismiss-alert (issue 16, decision 103): only the id of a dismissable alert the member
 * is shown goes into the cookie; anything else changes nothing and goes back to the page (never a
 * raw error), with or without JavaScript.
 */
import { describe, expect, it } from 'vitest'
import { action as dismissAlert } from '~/routes/resources.dismiss-alert'
import {
  appRequest,
  gatewayError,
  memberCookie,
  memberPageAnswers,
  thrown,
  startFakeGateway,
  emptyContext,
} from '../../../tests/fake-gateway'
import { dismissedAlertsCookie } from './alerts.server'

const answer = startFakeGateway(memberPageAnswers)

const alert = (id: string, canDismiss: boolean) => ({
  id,
  type: 'info',
  title: id,
  content: 'c',
  canDismiss,
  links: [],
  buttons: [],
})

async function dismiss(fields: [string, string][], cookie?: string) {
  const base = await appRequest('/resources/dismiss-alert', { cookie: cookie ?? (await memberCookie()) })
  const request = new Request(base.url, {
    method: 'POST',
    headers: base.headers,
    body: new URLSearchParams(fields),
  })
  return thrown(() => dismissAlert({ request, params: {}, context: emptyContext() }))
}

const dismissedIn = async (response: Response) =>
  dismissedAlertsCookie.parse(response.headers.get('set-cookie')?.split(';')[0] ?? '')

describe('/resources/dismiss-alert', () => {
  it('records a dismissable alert the member is shown and goes back to the page', async () => {
    answer({ 'GET alerts': [alert('AL-100', true)] })
    const response = await dismiss([
      ['alertId', 'AL-100'],
      ['returnTo', '/benefits'],
    ])
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/benefits')
    expect(await dismissedIn(response)).toEqual(['AL-100'])
  })

  it('alerts that cannot be read (the gateway fails) record nothing and go back to the page', async () => {
    answer({ 'GET alerts': gatewayError(500, 'down') })
    const response = await dismiss([
      ['alertId', 'AL-100'],
      ['returnTo', '/claims'],
    ])
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/claims')
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  const refused: [string, [string, string][]][] = [
    ['garbage (markup, control characters)', [['alertId', '<script>\u0000\u202E']]],
    ['an id that is too long', [['alertId', 'A'.repeat(500)]]],
    ['an alert that does not exist', [['alertId', 'AL-999']]],
    ['an alert that cannot be dismissed', [['alertId', 'AL-300']]],
    ['no id at all', []],
  ]
  for (const [what, fields] of refused) {
    it(`${what}: no cookie, back to the page (JavaScript off)`, async () => {
      answer({ 'GET alerts': [alert('AL-100', true), alert('AL-300', false)] })
      const response = await dismiss([...fields, ['returnTo', '/claims']])
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe('/claims')
      expect(response.headers.get('set-cookie')).toBeNull()
    })
  }

  it('with JavaScript (js=1) a refused id is a 400 answer with no cookie, not a thrown error', async () => {
    answer({ 'GET alerts': [alert('AL-100', true)] })
    const base = await appRequest('/resources/dismiss-alert', { cookie: await memberCookie() })
    const request = new Request(base.url, {
      method: 'POST',
      headers: base.headers,
      body: new URLSearchParams([
        ['alertId', 'nope'],
        ['js', '1'],
      ]),
    })
    const answerOf = (await dismissAlert({ request, params: {}, context: emptyContext() })) as unknown as {
      data: unknown
      init: { status: number; headers?: unknown }
    }
    expect(answerOf.init.status).toBe(400)
    expect(answerOf.data).toEqual({ ok: false })
    expect(answerOf.init.headers).toBeUndefined()
  })

  it('an unreadable body (not a form) goes back home with no change', async () => {
    answer({ 'GET alerts': [alert('AL-100', true)] })
    const base = await appRequest('/resources/dismiss-alert', { cookie: await memberCookie() })
    const headers = new Headers(base.headers)
    headers.set('content-type', 'multipart/form-data; boundary=broken')
    const request = new Request(base.url, { method: 'POST', headers, body: 'not multipart' })
    const response = await thrown(() => dismissAlert({ request, params: {}, context: emptyContext() }))
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/home')
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('garbage already in the cookie is dropped, the new id kept', async () => {
    answer({ 'GET alerts': [alert('AL-100', true)] })
    const forged = await dismissedAlertsCookie.serialize(['<b>x</b>', 'AL-200', 'x'.repeat(300)])
    const response = await dismiss(
      [['alertId', 'AL-100']],
      `${await memberCookie()}; ${forged.split(';')[0]}`,
    )
    expect(await dismissedIn(response)).toEqual(['AL-200', 'AL-100'])
  })
})
