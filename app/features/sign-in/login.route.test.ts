import { describe, expect, it } from 'vitest'
import { errorsInEnglish, errorsShownIn, inEnglish } from '../../../tests/schema'
import { action as loginAction } from '~/routes/login'
import { actionResult, appRequest, args, gatewayError, startFakeGateway } from '../../../tests/fake-gateway'
import { LOGIN_ACCOUNT_LOCKED_MESSAGE, LOGIN_GENERIC_MESSAGE } from './login-errors'

const answer = startFakeGateway()
const post = async (form: Record<string, string>, domain: 1 | 2 | 5 = 1) =>
  actionResult(await loginAction(args(await appRequest('/login', { domain, form }))))

describe('/login: the form and the token request (screen-handled, section 8)', () => {
  it('empty fields get the required messages from the server, without a gateway call', async () => {
    const fake = answer({})
    const reply = await post({ username: '', password: '' })
    expect(reply.httpStatus).toBe(400)
    expect(errorsInEnglish(reply.result.error)).toEqual({
      username: ['Username is a required field'],
      password: ['Password is a required field'],
    })
    expect(fake.stats.calls).toHaveLength(0)
  })

  it('a username sent twice is refused with a message on the form, without a gateway call', async () => {
    const fake = answer({})
    const body = 'username=avery&username=mallory&password=Dashboard%232026'
    const request = new Request('http://localhost/login', {
      method: 'POST',
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      body,
    })
    const reply = actionResult(await loginAction(args(request)))
    expect(reply.httpStatus).toBe(400)
    expect(errorsInEnglish(reply.result.error)?.['']?.[0]).toMatch(/field sent more than once/)
    expect(errorsInEnglish(reply.result.error)?.username).toEqual(['This field was sent more than once.'])
    expect(fake.stats.calls).toHaveLength(0)
  })

  it('a huge username comes back cut to the field maximum, never whole', async () => {
    answer({})
    const reply = await post({ username: 'a'.repeat(100_000), password: '' })
    expect(reply.httpStatus).toBe(400)
    expect(String(reply.result.initialValue?.username).length).toBeLessThanOrEqual(64)
  })

  it('a wrong password: the attempts message from the error body, the username kept, the password not sent back', async () => {
    answer({
      'POST token': gatewayError(401, 'bad', {
        errorType: 'LOGIN_ATTEMPTS_REMAINING',
        errorData: { attemptsRemaining: 3 },
      }),
    })
    const reply = await post({ username: 'lee', password: 'Wrong#2026' })
    expect(reply.httpStatus).toBe(401)
    // An untrusted client may spend what the gateway has left above the owner's reserve of 2: 1 of
    // its 3 (decision 216 and device-trust.route.test.ts).
    expect(errorsInEnglish(reply.result.error)?.['']).toEqual([
      'Username and/or password unrecognized. You have 1 attempt(s) remaining. Try again or select forgot username or password.',
    ])
    expect(reply.result.initialValue).toEqual({ username: 'lee' })
  })

  it('in Spanish (the member chose it): the attempts message and an outage in Spanish (issue 26)', async () => {
    const spanish = async (form: Record<string, string>) =>
      actionResult(await loginAction(args(await appRequest('/login', { form, cookie: 'language=es' }))))
    answer({
      'POST token': gatewayError(401, 'bad', {
        errorType: 'LOGIN_ATTEMPTS_REMAINING',
        errorData: { attemptsRemaining: 3 },
      }),
    })
    // The server sends the message, the Spanish page shows it (decision 225).
    expect(
      errorsShownIn('es', (await spanish({ username: 'lee', password: 'Wrong#2026' })).result.error)?.[''],
    ).toEqual([
      'Nombre de usuario o contraseña no reconocidos. Le quedan 1 intento(s). Inténtelo de nuevo o seleccione Olvidé mi nombre de usuario u Olvidé mi contraseña.',
    ])
    answer({ 'POST token': gatewayError(503, 'down') })
    expect(
      errorsShownIn('es', (await spanish({ username: 'avery', password: 'Dashboard#2026' })).result.error)?.[
        ''
      ],
    ).toEqual(['Lo sentimos, no podemos atender su solicitud en este momento.'])
  })

  it('a 401 on the partner brand stays on the login form (token is screen-handled, not the /login rule)', async () => {
    answer({ 'POST token': gatewayError(401, 'locked', { errorType: 'ACCOUNT_LOCKED' }) })
    const reply = await post({ username: 'quinn', password: 'Dashboard#2026' }, 5)
    expect(errorsInEnglish(reply.result.error)?.['']).toEqual([inEnglish(LOGIN_ACCOUNT_LOCKED_MESSAGE)])
  })

  it('a refusal of any other kind gets the generic login message on the form', async () => {
    answer({ 'POST token': gatewayError(400, 'bad') })
    const reply = await post({ username: 'avery', password: 'Dashboard#2026' })
    expect(reply.httpStatus).toBe(400)
    expect(errorsInEnglish(reply.result.error)?.['']).toEqual([inEnglish(LOGIN_GENERIC_MESSAGE)])
  })

  it('the service failing is never a wrong password: the catalogue message (outages.route.test.ts has every case)', async () => {
    answer({ 'POST token': gatewayError(503, 'down') })
    const reply = await post({ username: 'avery', password: 'Dashboard#2026' })
    expect(reply.httpStatus).toBe(503)
    expect(errorsInEnglish(reply.result.error)?.['']).toEqual([
      "Sorry, we're unable to handle your request at this time.",
    ])
  })
})
