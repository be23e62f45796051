import { describe, expect, it } from 'vitest'
import type { AccountActivityEvent } from '@member-dashboard/contract'
import { action, loader } from '~/routes/_member.account.activity'
import { requestContextStorage } from '~/platform/security/request-context.server'
import { readFlash } from '~/platform/session/flash.server'
import {
  account,
  actionResult,
  appRequest,
  args,
  gatewayError,
  member,
  sessionCookie,
  thrown,
  token,
  type Answers,
  startFakeGateway,
} from '../../../tests/fake-gateway'
import { activityEvent, activityPage, staffAccessEvent } from '../../../tests/account-activity'

const answer = startFakeGateway()
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

/** A full session of `claims`' user, signed in from the browser `userAgent`. */
function signedIn(claims: Parameters<typeof token>[0] = {}, userAgent = FIREFOX) {
  return requestContextStorage.run({ requestId: 'test-request', cspNonce: 'n', userAgent }, () =>
    sessionCookie({ token: token(claims), stage: 'full' }),
  )
}

const event = (over: Partial<AccountActivityEvent>) =>
  activityEvent('2026-03-10T15:00:00.000Z', { userAgent: FIREFOX, ...over })
const staffEvent = (at: string, over: Partial<NonNullable<AccountActivityEvent['staffAccess']>> = {}) =>
  staffAccessEvent(at, {
    staffRole: 'logInAsNonEmp',
    lastActiveAt: '2026-03-08T10:12:00.000Z',
    endedAt: '2026-03-08T10:12:00.000Z',
    ...over,
  })

/** The gateway: the account, and account/activity answering by the `types` asked for. */
function activityAnswers(events: AccountActivityEvent[], over: Answers = {}): Answers {
  return {
    'GET account': account(),
    'GET account/activity': (_body, request) => {
      const types = new URL(request.url).searchParams.get('types')?.split(',') ?? []
      return activityPage(events.filter((e) => types.includes(e.type)))
    },
    ...over,
  }
}

const load = async (cookie: string) => loader(args(await appRequest('/account/activity', { cookie })))
const post = async (cookie: string, form: Record<string, string>) =>
  action(args(await appRequest('/account/activity', { cookie, form })))

describe('/account/activity', () => {
  it("lists every live session of the member, this one first as 'This device', devices in words", async () => {
    answer(activityAnswers([]))
    const phone = await signedIn({ sub: 'u-avery' }, IPHONE)
    const desk = await signedIn({ sub: 'u-avery' }, FIREFOX)
    await signedIn({ sub: 'u-blake' }, FIREFOX)
    const data = await load(desk)
    expect(data.sessions?.map((s) => [s.device, s.current])).toEqual([
      ['Firefox on Windows (computer)', true],
      ['Safari on iOS (phone)', false],
    ])
    expect(data.sessions?.[1].started).toMatch(/^\d\d\/\d\d\/\d{4}, \d{1,2}:\d\d [AP]M /)
    // The other member's session is not there, and no reference is the other member's.
    expect(data.sessions).toHaveLength(2)
    expect((await load(phone)).sessions?.[0]).toMatchObject({
      device: 'Safari on iOS (phone)',
      current: true,
    })
  })

  it("'Sign out everywhere else' ends the other sessions; their next request lands on /login saying why", async () => {
    answer(activityAnswers([]))
    const other = await signedIn({ sub: 'u-casey' }, IPHONE)
    const here = await signedIn({ sub: 'u-casey' }, FIREFOX)
    const stranger = await signedIn({ sub: 'u-someone' }, FIREFOX)
    const done = (await post(here, { intent: 'sign-out-others' })) as Response
    expect(done.status).toBe(302)
    expect(done.headers.get('location')).toBe('/account/activity')
    const flash = await readFlash(new Request('http://localhost/', { headers: { cookie: setCookies(done) } }))
    expect(flash.notification?.message).toBe('Signed out of 1 other session.')
    expect((await load(here)).sessions).toHaveLength(1)
    // The ended session: to /login (keeping where it was going), with the sign-out message.
    const ended = await thrown(() => load(other))
    expect(ended.status).toBe(302)
    expect(ended.headers.get('location')).toBe('/login?redirectTo=%2Faccount%2Factivity')
    const said = await readFlash(new Request('http://localhost/', { headers: { cookie: setCookies(ended) } }))
    expect(said.signedOut).toBe('elsewhere')
    // Another member's session is untouched.
    expect((await load(stranger)).sessions).toHaveLength(1)
  })

  it("'Sign out' ends one named session of the member, never another member's", async () => {
    answer(activityAnswers([]))
    const first = await signedIn({ sub: 'u-drew' }, IPHONE)
    const here = await signedIn({ sub: 'u-drew' }, FIREFOX)
    const theirs = await signedIn({ sub: 'u-other' }, IPHONE)
    const theirReference = (await load(theirs)).sessions![0].reference
    const refused = (await post(here, { intent: 'sign-out-session', session: theirReference })) as Response
    const flash = await readFlash(
      new Request('http://localhost/', { headers: { cookie: setCookies(refused) } }),
    )
    expect(flash.notification?.message).toBe('That session had already ended.')
    expect((await load(theirs)).sessions).toHaveLength(1)
    const mine = (await load(here)).sessions!.find((s) => !s.current)!
    await post(here, { intent: 'sign-out-session', session: mine.reference })
    expect((await thrown(() => load(first))).status).toBe(302)
    expect((await load(here)).sessions).toHaveLength(1)
  })

  it('answers a bad sign-out form with the submission and 400, ending nothing', async () => {
    answer(activityAnswers([]))
    await signedIn({ sub: 'u-kai' }, IPHONE)
    const here = await signedIn({ sub: 'u-kai' }, FIREFOX)
    const reply = await post(here, { intent: 'sign-out-session', session: '../../etc' })
    expect(actionResult(reply).result.status).toBe('error')
    expect((await load(here)).sessions).toHaveLength(2)
  })

  // Issue 42: empty, missing, long, NUL or made-up values answered 400 with nothing to read.
  it.each<Record<string, string>>([
    {},
    { intent: '' },
    { intent: 'sign-out-session' },
    { intent: 'sign-out-session', session: 'x'.repeat(5_000) },
    { intent: 'sign-out-session', session: 'abc\u0000def' },
    { intent: 'sign-out-\ufffd', session: 'abc' },
  ])('answers the malformed sign-out post %j with a message the page shows', async (form) => {
    answer(activityAnswers([]))
    const here = await signedIn({ sub: 'u-kai' })
    const reply = (await post(here, form)) as unknown as { init: ResponseInit | null }
    expect(reply.init?.status).toBe(400)
    expect(actionResult(reply).result.error?.['']).toEqual([
      "We could not tell which session to sign out. Choose 'Sign out' beside the session again.",
    ])
  })

  it('shows recent sign-ins (what, when, device, trusted) and staff access without staff details', async () => {
    answer(
      activityAnswers([
        event({ type: 'SIGN_IN_FAILED', at: '2026-03-10T14:58:00.000Z' }),
        event({ type: 'LOCKED_OUT', userAgent: null, trustedDevice: false }),
        staffEvent('2026-03-08T10:00:00.000Z'),
        staffEvent('2026-03-09T09:00:00.000Z', {
          reference: 'SA-OPEN2345',
          staffRole: 'logInAsAnyone',
          domainId: 5,
          endedAt: null,
          lastActiveAt: '2026-03-09T09:30:00.000Z',
        }),
      ]),
    )
    const data = await load(await signedIn({ sub: 'u-riley' }))
    expect(data.historyAvailable).toBe(true)
    expect(data.signIns.map((e) => [e.what, e.device, e.trusted])).toEqual([
      ['Failed sign-in attempt', 'Firefox on Windows (computer)', 'Not known'],
      ['Account locked after too many attempts', 'Unknown device', 'No'],
    ])
    expect(data.staffAccess).toEqual([
      expect.objectContaining({
        reference: 'SA-7KQ2M9XD',
        duration: '12 minutes',
        role: 'Login as non-employee',
        brand: 'Riverbend Health',
      }),
      expect.objectContaining({
        reference: 'SA-OPEN2345',
        duration: expect.stringMatching(/^Still open, last active 03\/09\/2026/),
        role: 'Login as anyone',
      }),
    ])
  })

  it('asks the gateway for 90 days of the right events', async () => {
    const fake = answer(activityAnswers([]))
    await load(await signedIn({ sub: 'u-pat' }))
    const asked = fake.stats.calls.filter((c) => c.path === 'account/activity').map((c) => c.query)
    expect(asked).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          types: [
            'SIGN_IN,SIGN_IN_FAILED,LOCKED_OUT,PASSWORD_CHANGED',
            // Issue 51: each verification and factor change is in the sign-in history.
            'TWO_STEP_PASSED,TWO_STEP_FAILED,RECOVERY_CODE_USED,TWO_STEP_ON,TWO_STEP_OFF',
            'PASSKEY_SIGN_IN,PASSKEY_ADDED,PASSKEY_REMOVED',
            'DEVICE_CODE_SENT,DEVICE_VERIFIED,DEVICE_VERIFICATION_FAILED',
          ].join(','),
          size: '50',
        }),
        expect.objectContaining({ types: 'STAFF_ACCESS' }),
      ]),
    )
    const since = new Date(`${asked[0].since}T12:00:00`)
    expect(Math.round((Date.now() - since.getTime()) / 86_400_000)).toBe(90)
  })

  it('shows the sessions and says the history is not available when the gateway lacks the call (404)', async () => {
    answer({ 'GET account': account() })
    const data = await load(await signedIn({ sub: 'u-sky' }))
    expect(data.historyAvailable).toBe(false)
    expect(data.sessions).toHaveLength(1)
  })

  it('opens the error page when the history call fails otherwise', async () => {
    answer(activityAnswers([], { 'GET account/activity': () => gatewayError(500, 'boom') }))
    const failed = await thrown(async () => load(await signedIn({ sub: 'u-rowan' })))
    expect(failed.init?.status).toBe(500)
  })

  it('refuses a member under 18 with 403 (page and form)', async () => {
    const child = { ...member('M-2', 2), dateOfBirth: '2015-06-01' }
    answer(activityAnswers([], { 'GET account': account([member('M-1', 0), child]) }))
    const cookie = await signedIn({ sub: 'u-child', memberKey: 'M-2' })
    expect((await thrown(() => load(cookie))).init?.status).toBe(403)
    expect((await thrown(() => post(cookie, { intent: 'sign-out-others' }))).init?.status).toBe(403)
  })

  it('lists no sessions in a staff login-as session, and refuses its sign-out forms', async () => {
    answer(activityAnswers([]))
    const cookie = await signedIn({ sub: 'u-staff', issuedByRole: 'logInAsAnyone' })
    expect((await load(cookie)).sessions).toBeNull()
    expect((await thrown(() => post(cookie, { intent: 'sign-out-others' }))).init?.status).toBe(403)
  })

  it('sends a signed-out visitor to /login', async () => {
    answer(activityAnswers([]))
    const away = await thrown(() => load(''))
    expect(away.headers.get('location')).toBe('/login?redirectTo=%2Faccount%2Factivity')
  })
})

function setCookies(response: Response) {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}
