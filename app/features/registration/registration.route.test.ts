import { describe, expect, it } from 'vitest'
import { errorsInEnglish, inEnglish } from '../../../tests/schema'
import { action, loader } from '~/routes/registration._index'
import { action as forgotUsername } from '~/routes/recovery.username'
import { action as forgotPassword } from '~/routes/recovery.password'
import {
  actionResult,
  appRequest,
  args,
  gatewayError,
  sessionCookie,
  thrown,
  token,
  startFakeGateway,
} from '../../../tests/fake-gateway'

const answer = startFakeGateway()
const replyOf = (value: unknown) => actionResult(value).result
const registrationCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith('__registration='))
    ?.split(';')[0] ?? ''

async function post(form: Record<string, string>, cookie = '') {
  return action(args(await appRequest('/registration?index', { form, cookie })))
}

const identify = {
  step: 'identify',
  subscriberId: 'EV1600016',
  firstName: 'Robin',
  lastName: 'Lane',
  dateOfBirth: '04/12/1985',
}
const questions = {
  step: 'questions',
  question1: 'Q1',
  answer1: 'first pet',
  question2: 'Q2',
  answer2: 'portland',
  question3: 'Q3',
  answer3: 'smith',
}

const preferences = { step: 'preferences', emailAddress: 'robin@example.com' }
const policies = { step: 'policies', communicationPolicy: 'on', termsOfUse: 'on' }

/** Posts the steps in order; the registration cookie after the last. */
async function postSteps(steps: Record<string, string>[]) {
  let cookie = ''
  for (const step of steps) cookie = registrationCookie((await post(step, cookie)) as Response)
  return cookie
}

describe('/registration', () => {
  it('a signed-in member goes home', async () => {
    const cookie = await sessionCookie({ token: token(), stage: 'full' })
    const response = await thrown(async () => loader(args(await appRequest('/registration', { cookie }))))
    expect(response.headers.get('location')).toBe('/home')
  })

  it('bad input keeps the values and never calls the gateway', async () => {
    const fake = answer({})
    const result = replyOf(await post({ ...identify, lastName: '', firstName: 'R0bin' }))
    expect(errorsInEnglish(result.error)).toMatchObject({
      firstName: ['Invalid first name'],
      lastName: ['Last name is a required field'],
    })
    expect(result.initialValue).toMatchObject({ firstName: 'R0bin', subscriberId: 'EV1600016' })
    expect(fake.stats.calls).toHaveLength(0)
  })

  it("shows the validation endpoint's message for unknown details", async () => {
    answer({ 'POST account/registration/validate': { valid: false, message: 'We could not find a member.' } })
    const result = replyOf(await post(identify))
    expect(errorsInEnglish(result.error)?.['']).toEqual(['We could not find a member.'])
  })

  it("the gateway's own no-match message in Spanish; one it does not know as sent (decision 218)", async () => {
    const NO_MATCH = 'We could not find a member with the information provided.'
    // Its own subscriber id: failed identity checks count against the id (attempt limits).
    const identify_ = { ...identify, subscriberId: 'EV1699991' }
    answer({ 'POST account/registration/validate': { valid: false, message: NO_MATCH } })
    expect(replyOf(await post(identify_, 'language=es')).error?.['']).toEqual([
      'No encontramos a un miembro con los datos que escribió.',
    ])
    expect(replyOf(await post(identify_)).error?.['']).toEqual([inEnglish(NO_MATCH)])
    answer({ 'POST account/registration/validate': { valid: false, message: 'We could not find a member.' } })
    expect(replyOf(await post(identify_, 'language=es')).error?.['']).toEqual(['We could not find a member.'])
  })

  it('walks every step; the state cookie never holds the password; completion clears it', async () => {
    const fake = answer({
      'POST account/registration/validate': { valid: true, message: null },
      'POST account/registration': { message: 'created' },
    })
    let cookie = registrationCookie((await post(identify)) as Response)
    const state = await loader(args(await appRequest('/registration', { cookie })))
    expect(state.step).toBe('preferences')
    expect(fake.stats.calls[0].body).toMatchObject({
      step: 'userDetails',
      userDetails: { dateOfBirth: '1985-04-12' },
    })
    cookie = registrationCookie(
      (await post({ step: 'preferences', emailAddress: 'robin@example.com' }, cookie)) as Response,
    )
    cookie = registrationCookie((await post(questions, cookie)) as Response)
    const policiesRefused = replyOf(await post({ step: 'policies' }, cookie))
    expect(errorsInEnglish(policiesRefused.error)?.communicationPolicy).toEqual([
      'Please confirm you have read our digital communications policy.',
    ])
    cookie = registrationCookie(
      (await post({ step: 'policies', communicationPolicy: 'on', termsOfUse: 'on' }, cookie)) as Response,
    )
    const credentials = await loader(args(await appRequest('/registration', { cookie })))
    expect(credentials.step).toBe('credentials')
    expect(credentials.policyPhone).toBe('1-888-555-0100')
    const done = (await post(
      { step: 'credentials', username: 'robin', password: 'Robin#2026', confirmPassword: 'Robin#2026' },
      cookie,
    )) as Response
    expect(done.headers.get('location')).toBe('/registration/complete')
    expect(done.headers.getSetCookie().find((c) => c.startsWith('__registration='))).toMatch(
      /Expires=Thu, 01 Jan 1970/,
    )
    const register = fake.stats.calls.find((c) => c.path === 'account/registration')
    expect(register?.body).toMatchObject({
      userDetails: { subscriberId: 'EV1600016', dateOfBirth: '1985-04-12' },
      preferences: { emailAddress: 'robin@example.com', electronicEob: 'N' },
      credentials: { username: 'robin', password: 'Robin#2026' },
      questions: [{ questionId: 'Q1' }, { questionId: 'Q2' }, { questionId: 'Q3' }],
      policySignatures: { communicationPolicy: true, termsOfUse: true },
      activeStep: 4,
      policyPhone: '1-888-555-0100',
      domainId: 1,
    })
    expect(
      Buffer.from(decodeURIComponent(cookie.split('=')[1]).split('.')[0], 'base64').toString(),
    ).not.toContain('Robin#2026')
  })

  it("a taken username shows the gateway's message and hides the passwords", async () => {
    answer({
      'POST account/registration/validate': { valid: true, message: null },
      'POST account/registration': gatewayError(409, 'This username is not available'),
    })
    const cookie = await postSteps([identify, preferences, questions, policies])
    const result = replyOf(
      await post(
        { step: 'credentials', username: 'avery', password: 'Robin#2026', confirmPassword: 'Robin#2026' },
        cookie,
      ),
    )
    expect(errorsInEnglish(result.error)?.['']).toEqual(['This username is not available'])
    expect(result.initialValue).toEqual({ step: 'credentials', username: 'avery' })
  })

  it('any failure of the validation call is screen-handled: a message on the form, typed values kept', async () => {
    answer({ 'POST account/registration/validate': gatewayError(503, 'Registration is unavailable') })
    const reply = actionResult(await post(identify))
    expect(reply.httpStatus).toBe(503)
    expect(errorsInEnglish(reply.result.error)?.['']).toEqual(['Registration is unavailable'])
    expect(reply.result.initialValue).toMatchObject({ lastName: 'Lane' })
  })

  it('security questions that cannot be read (screen-handled): the step shows the message', async () => {
    answer({
      'POST account/registration/validate': { valid: true, message: null },
      'GET account/security-questions': gatewayError(500, 'Questions unavailable'),
    })
    const cookie = await postSteps([identify, preferences])
    const state = await loader(args(await appRequest('/registration', { cookie })))
    expect(state).toMatchObject({
      step: 'questions',
      questions: [],
      questionsFailure: 'Questions unavailable',
    })
  })

  it('cannot skip ahead: a step posted out of order is read as the current step', async () => {
    answer({})
    const result = replyOf(
      await post({
        step: 'credentials',
        username: 'robin',
        password: 'Robin#2026',
        confirmPassword: 'Robin#2026',
      }),
    )
    expect(errorsInEnglish(result.error)).toHaveProperty('subscriberId')
  })
})

describe('/recovery', () => {
  const message =
    'If an account matches the information provided, we have sent the username to the e-mail address on file.'
  it('forgot username: the same answer for any address, typed value kept', async () => {
    answer({ 'POST account/forgot-username': { message } })
    const known = actionResult(
      await forgotUsername(
        args(await appRequest('/recovery/username', { form: { emailAddress: 'a@example.com' } })),
      ),
    )
    const unknown = actionResult(
      await forgotUsername(
        args(await appRequest('/recovery/username', { form: { emailAddress: 'z@example.com' } })),
      ),
    )
    expect(known.notice).toBe(message)
    expect(unknown.notice).toBe(known.notice)
    expect(unknown.result.initialValue).toEqual({ emailAddress: 'z@example.com' })
  })
  it("forgot username in Spanish: the gateway's confirmation in the member's words (decision 218)", async () => {
    answer({ 'POST account/forgot-username': { message } })
    const reply = actionResult(
      await forgotUsername(
        args(
          await appRequest('/recovery/username', {
            form: { emailAddress: 'a@example.com' },
            cookie: 'language=es',
          }),
        ),
      ),
    )
    expect(reply.notice).toBe(
      'Si hay una cuenta que coincide con los datos que escribió, le enviamos su nombre de usuario al correo electrónico que tenemos registrado.',
    )
  })
  it('forgot password: bad input gets the message pattern; a gateway 400 its message', async () => {
    const fake = answer({ 'POST account/forgot-password': gatewayError(400, 'Invalid request') })
    const bad = replyOf(
      await forgotPassword(args(await appRequest('/recovery/password', { form: { username: 'a.b' } }))),
    )
    expect(errorsInEnglish(bad.error)).toEqual({ username: ['Invalid username'] })
    expect(fake.stats.calls).toHaveLength(0)
    const refused = replyOf(
      await forgotPassword(args(await appRequest('/recovery/password', { form: { username: 'avery' } }))),
    )
    expect(errorsInEnglish(refused.error)?.['']).toEqual(['Invalid request'])
    expect(fake.stats.calls[0].body).toEqual({ username: 'avery', domainId: 1 })
  })
  it('forgot username: any failure is screen-handled, the typed address kept', async () => {
    answer({ 'POST account/forgot-username': gatewayError(503, 'Try again later') })
    const reply = actionResult(
      await forgotUsername(
        args(await appRequest('/recovery/username', { form: { emailAddress: 'a@example.com' } })),
      ),
    )
    expect(errorsInEnglish(reply.result.error)?.['']).toEqual(['Try again later'])
    expect(reply.result.initialValue).toEqual({ emailAddress: 'a@example.com' })
    expect(reply.notice).toBeUndefined()
  })
})
