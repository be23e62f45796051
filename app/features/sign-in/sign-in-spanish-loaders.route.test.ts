/**
 * What the sign-in loaders and actions write for a member who chose Spanish (issue 26): the texts
 * the rules make on the server, the next page's notice, the /sso-landing pages.
 */
import { describe, expect, it } from 'vitest'
import { unpackMessages } from '~/platform/i18n/packed-messages'
import { loader as selectLoader } from '~/routes/_member.select-group'
import { action as emailAction } from '~/routes/update-email'
import { action as ssoAction } from '~/routes/sso-landing'
import { readFlash } from '~/platform/session/flash.server'
import {
  appRequest,
  args,
  group,
  preferences,
  sessionCookie,
  startFakeGateway,
  thrown,
  token,
} from '../../../tests/fake-gateway'

describe('what the sign-in loaders and actions write, for a member who chose Spanish', () => {
  const answer = startFakeGateway()
  const spanish = 'language=es'
  const temporary = async () => `${await sessionCookie({ token: token(), stage: 'temporary' })}; ${spanish}`

  it("/select-group: the coverage dates and the plans' statuses", async () => {
    answer({
      // Two groups: a one-group member has no /select-group (decision 227).
      'GET groups': [group('10002001'), group('10002002')],
      'GET group-detail': [
        {
          groupId: '10002001',
          groupName: 'Northwind Schools',
          groupEffectiveDate: '2025-01-01',
          groupTerminationDate: null,
          medical: { planStatus: 'ACTIVE', planEffectiveDate: '2025-01-01', planTerminationDate: null },
          dental: {
            planStatus: 'TERMED',
            planEffectiveDate: '2024-01-01',
            planTerminationDate: '2025-06-30',
          },
          vision: null,
          pharmacy: null,
        },
      ],
    })
    const cookie = `${await sessionCookie({ token: token({ groupId: '10002001' }), stage: 'full' })}; ${spanish}`
    const data = await selectLoader(args(await appRequest('/select-group', { cookie })))
    expect(data.groups[0].coverageText).toBe('Activo desde el 01/01/2025')
    expect(data.groups[0].planStatusTexts).toEqual({
      medical: 'Activo desde el 01/01/2025',
      dental: 'Terminó el 06/30/2025',
    })
    expect(Object.keys(unpackMessages(data.messages)!)).toEqual(['sign-in', 'validation'])
  })

  it('/update-email: the success notice of the next page', async () => {
    answer({
      'PUT account/preferences': preferences('casey@example.com'),
      'GET account/status': 'ACT',
      'GET groups': [group('10001234')],
      'GET account/preferences': preferences('casey@example.com'),
    })
    const response = await thrown(async () =>
      emailAction(
        args(
          await appRequest('/update-email', {
            cookie: await temporary(),
            form: { emailAddress: 'casey@example.com' },
          }),
        ),
      ),
    )
    const flash = response.headers.getSetCookie().find((c) => c.startsWith('__flash='))!
    const next = new Request('http://localhost/home', { headers: { cookie: flash.split(';')[0] } })
    expect((await readFlash(next)).notification?.message).toBe(
      'Su dirección de correo electrónico se actualizó correctamente',
    )
  })

  it('/sso-landing: a hand-over that is refused', async () => {
    answer({})
    const response = (await ssoAction(
      args(await appRequest('/sso-landing', { cookie: spanish, form: { token: '' } })),
    )) as Response
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('<html lang="es-US">')
    expect(html).toContain('<h1>No pudimos iniciar su sesión</h1>')
    expect(html).toContain('<a href="/login">Iniciar sesión</a>')
  })
})
