/**
 * Registration and recovery for a member reading Spanish (issue 26): each page's loader sends its
 * own sections of the `registration` texts in Spanish; what the actions write themselves comes in
 * Spanish, what the gateway says is shown as sent.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { shownIn } from '../../../tests/schema'
import { resetAttemptLimits } from '~/platform/security/rate-limit.server'
import { action, loader } from '~/routes/registration._index'
import { loader as completeLoader } from '~/routes/registration.complete'
import { action as forgotPassword, loader as forgotPasswordLoader } from '~/routes/recovery.password'
import { loader as forgotUsernameLoader } from '~/routes/recovery.username'
import { actionResult, appRequest, args, startFakeGateway } from '../../../tests/fake-gateway'
import { unpackMessages } from '~/platform/i18n/packed-messages'

const answer = startFakeGateway()
afterEach(() => resetAttemptLimits())
const spanish = 'language=es'
const identify = {
  step: 'identify',
  subscriberId: 'EV1600016',
  firstName: 'Robin',
  lastName: 'Lane',
  dateOfBirth: '04/12/1985',
}

describe('the loaders send their sections of the registration texts, in Spanish', () => {
  it('/registration: the steps and the step forms, not the other pages', async () => {
    const data = await loader(args(await appRequest('/registration', { cookie: spanish })))
    // `validation`: the form's messages go with the page's own texts (decision 225).
    expect(Object.keys(unpackMessages(data.messages)!)).toEqual(['registration', 'validation'])
    // `errors`: the dashboard's own refusal on the form, translated by the page (decision 225).
    expect(Object.keys(unpackMessages(data.messages)!.registration)).toEqual([
      'steps',
      'registration',
      'errors',
    ])
    expect(unpackMessages(data.messages)!.registration).toMatchObject({
      steps: { identify: 'Identifíquese' },
      registration: { heading: 'Crear una cuenta' },
    })
  })

  it('/registration/complete and the recovery pages', async () => {
    const complete = completeLoader(args(await appRequest('/registration/complete', { cookie: spanish })))
    expect(Object.keys(unpackMessages(complete.messages)!.registration)).toEqual(['steps', 'complete'])
    expect(unpackMessages(complete.messages)!.registration).toMatchObject({
      complete: { heading: 'Su cuenta está lista' },
    })
    for (const recovery of [forgotPasswordLoader, forgotUsernameLoader]) {
      const data = recovery(args(await appRequest('/recovery/password', { cookie: spanish })))
      expect(Object.keys(unpackMessages(data.messages)!.registration)).toEqual(['recovery'])
      expect(unpackMessages(data.messages)!.registration).toMatchObject({ recovery: { send: 'Enviar' } })
    }
  })

  it('in English without a choice', async () => {
    const data = forgotUsernameLoader(args(await appRequest('/recovery/username')))
    expect(unpackMessages(data.messages)!.registration).toMatchObject({ recovery: { send: 'Send' } })
  })
})

describe("the actions' own refusals in Spanish", () => {
  it("details the gateway does not verify, without its message: the dashboard's own words", async () => {
    answer({ 'POST account/registration/validate': { valid: false, message: null } })
    const reply = actionResult(
      await action(args(await appRequest('/registration?index', { form: identify, cookie: spanish }))),
    )
    expect(reply.result.error?.['']?.map((text) => shownIn('es', text))).toEqual([
      'No pudimos verificar sus datos.',
    ])
  })

  it("with the gateway's message: as sent", async () => {
    answer({ 'POST account/registration/validate': { valid: false, message: 'We could not find a member.' } })
    const reply = actionResult(
      await action(args(await appRequest('/registration?index', { form: identify, cookie: spanish }))),
    )
    expect(reply.result.error?.['']).toEqual(['We could not find a member.'])
  })

  it('forgot password: the attempt limit says the wait in Spanish', async () => {
    answer({ 'POST account/forgot-password': { message: 'Sent if it exists.' } })
    const ask = async () =>
      actionResult(
        await forgotPassword(
          args(await appRequest('/recovery/password', { form: { username: 'avery' }, cookie: spanish })),
        ),
      )
    for (let i = 0; i < 3; i += 1) expect((await ask()).notice).toBe('Sent if it exists.')
    const held = await ask()
    expect(held.httpStatus).toBe(429)
    // The limiter writes the message's key and wait; the page shows it in the member's language.
    expect(held.result.error?.['']?.map((text) => shownIn('es', text))).toEqual([
      'Demasiadas solicitudes. Espere 15 minutos antes de volver a intentarlo.',
    ])
  })
})
