/**
 * Issue 16 on the public forms (decisions 100, 101): control and bidi-override characters are
 * refused with the field message, before any gateway call; a huge value is echoed cut to the
 * field's maximum; a field sent twice is said at the top of the form.
 */
import { describe, expect, it } from 'vitest'
import { errorsInEnglish, inEnglish } from '../../../tests/schema'
import { CONTROL_CHARACTERS_MESSAGE } from '@member-dashboard/contract'
import { action as registrationAction } from '~/routes/registration._index'
import { action as forgotUsername } from '~/routes/recovery.username'
import { action as forgotPassword } from '~/routes/recovery.password'
import { action as loginAction } from '~/routes/login'
import { action as loginAsAction } from '~/routes/login-as'
import { action as updateEmailAction } from '~/routes/update-email'
import { DUPLICATE_FIELDS_MESSAGE } from '~/platform/forms/submission'
import {
  actionResult,
  appRequest,
  args,
  sessionCookie,
  staffClaims,
  token,
  startFakeGateway,
} from '../../../tests/fake-gateway'

const answer = startFakeGateway()

/** A POST with the fields in this order, duplicates kept. */
async function post(path: string, fields: [string, string][], cookie = '', domain: 1 | 2 | 5 = 1) {
  const base = await appRequest(path, { cookie, domain })
  return new Request(base.url, { method: 'POST', headers: base.headers, body: new URLSearchParams(fields) })
}

describe('registration steps', () => {
  it('identify: names and subscriber id with control characters, no gateway call', async () => {
    const fake = answer({})
    const reply = actionResult(
      await registrationAction(
        args(
          await post('/registration?index', [
            ['step', 'identify'],
            ['subscriberId', 'EV1600016\u0000'],
            ['firstName', 'Rob\u202Ein'],
            ['lastName', 'Lane\u2066'],
            ['dateOfBirth', '04/12/1985\u0085'],
          ]),
        ),
      ),
    )
    expect(reply.httpStatus).toBe(400)
    expect(errorsInEnglish(reply.result.error)).toMatchObject({
      subscriberId: [CONTROL_CHARACTERS_MESSAGE],
      firstName: [CONTROL_CHARACTERS_MESSAGE],
      lastName: [CONTROL_CHARACTERS_MESSAGE],
      dateOfBirth: [CONTROL_CHARACTERS_MESSAGE],
    })
    expect(fake.paths()).toEqual([])
  })

  it('identify: the step sent twice is said at the top of the form', async () => {
    answer({})
    const once: [string, string][] = [
      ['step', 'identify'],
      ['subscriberId', 'EV1600016'],
    ]
    const reply = actionResult(
      await registrationAction(args(await post('/registration?index', [...once, ...once]))),
    )
    expect(errorsInEnglish(reply.result.error)?.['']).toEqual([inEnglish(DUPLICATE_FIELDS_MESSAGE)])
  })
})

describe('recovery', () => {
  it('forgot username: an e-mail address with a control character, no gateway call', async () => {
    const fake = answer({})
    const reply = actionResult(
      await forgotUsername(
        args(await post('/recovery/username', [['emailAddress', 'robin\u0000@example.com']])),
      ),
    )
    expect(errorsInEnglish(reply.result.error)?.emailAddress).toEqual([inEnglish(CONTROL_CHARACTERS_MESSAGE)])
    expect(fake.paths()).toEqual([])
  })

  it('forgot password: a username with U+202E', async () => {
    const fake = answer({})
    const reply = actionResult(
      await forgotPassword(args(await post('/recovery/password', [['username', 'rob\u202Ein']]))),
    )
    expect(errorsInEnglish(reply.result.error)?.username).toEqual([inEnglish(CONTROL_CHARACTERS_MESSAGE)])
    expect(fake.paths()).toEqual([])
  })
})

describe('sign-in forms', () => {
  it('login: control characters in username and password, no token request', async () => {
    const fake = answer({})
    const reply = actionResult(
      await loginAction(
        args(
          await post('/login', [
            ['username', 'avery\u0000'],
            ['password', 'Dashboard#2026\u202E'],
          ]),
        ),
      ),
    )
    expect(errorsInEnglish(reply.result.error)?.username).toEqual([inEnglish(CONTROL_CHARACTERS_MESSAGE)])
    expect(errorsInEnglish(reply.result.error)?.password).toEqual([inEnglish(CONTROL_CHARACTERS_MESSAGE)])
    expect(fake.paths()).not.toContain('POST token')
  })

  it('login: a 1 MB username is echoed cut, the password never', async () => {
    answer({})
    const reply = actionResult(
      await loginAction(
        args(
          await post('/login', [
            ['username', 'u'.repeat(1_000_000)],
            ['password', 'p'.repeat(1_000_000)],
          ]),
        ),
      ),
    )
    expect((reply.result.initialValue?.username as string).length).toBeLessThanOrEqual(254)
    expect(reply.result.initialValue).not.toHaveProperty('password')
    expect(JSON.stringify(reply.result).length).toBeLessThan(2_000)
  })

  it('login as: a subscriber id with a control character', async () => {
    const fake = answer({})
    const cookie = await sessionCookie({ token: token(staffClaims('logInAsAnyone', 5)), stage: 'temporary' })
    const reply = actionResult(
      await loginAsAction(
        args(
          await post(
            '/login-as',
            [
              ['intent', 'continue'],
              ['subscriberId', 'PD500005\u0000'],
            ],
            cookie,
            5,
          ),
        ),
      ),
    )
    expect(errorsInEnglish(reply.result.error)?.subscriberId).toEqual([inEnglish(CONTROL_CHARACTERS_MESSAGE)])
    expect(fake.paths()).toEqual([])
  })

  it('update e-mail: an address with a bidi override', async () => {
    const fake = answer({})
    const cookie = await sessionCookie({ token: token(), stage: 'temporary' })
    const reply = actionResult(
      await updateEmailAction(
        args(await post('/update-email', [['emailAddress', 'casey@exa\u202Emple.com']], cookie)),
      ),
    )
    expect(errorsInEnglish(reply.result.error)?.emailAddress).toEqual([inEnglish(CONTROL_CHARACTERS_MESSAGE)])
    expect(fake.paths()).not.toContain('PUT account/preferences')
  })
})
