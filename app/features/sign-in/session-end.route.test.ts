/**
 * A session ends one way (issue 53, decision 247): whatever ends it, its token is revoked and the
 * gateway is told with `POST auth/revoke`. One test per way a session (or the token it holds)
 * ends: logout, a time-out its browser comes back to, a gateway 401, a sign-in over an old
 * session, a staff switch to a member, a group switch, a password change (the other sessions).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetRevocations } from '~/platform/session/revocation.server'
import { sessionLimits } from '~/platform/session/session.server'
import { loader as logoutLoader } from '~/routes/logout'
import { action as loginAction } from '~/routes/login'
import { action as loginAsAction } from '~/routes/login-as'
import { action as selectAction, loader as selectLoader } from '~/routes/_member.select-group'
import { loader as memberLayoutLoader } from '~/routes/_member'
import { action as passwordAction } from '~/routes/_member.account.settings.change-password'
import {
  account,
  appRequest,
  args,
  gatewayError,
  group,
  preferences,
  sessionCookie,
  staffClaims,
  startFakeGateway,
  token,
  type Answers,
} from '../../../tests/fake-gateway'

const answer = startFakeGateway()
afterEach(() => resetRevocations())

const gatewayWith = (over: Answers = {}) =>
  answer({
    'POST auth/revoke': {},
    'GET account/status': 'ACT',
    'GET groups': [group('10001234')],
    'GET account/preferences': preferences(),
    ...over,
  })
type Fake = ReturnType<typeof gatewayWith>
/** The tokens the gateway was told to revoke, in order. */
const revoked = (fake: Fake) =>
  fake.stats.calls
    .filter((call) => call.path === 'auth/revoke')
    .map((call) => (call.body as { token: string }).token)
const settle = (run: () => Promise<unknown>) => run().catch((thrown: unknown) => thrown)
/** Whether the answer (a Response, or `data()` thrown with its init) drops the session cookie. */
const dropsCookie = (answer: unknown) => {
  const headers =
    answer instanceof Response
      ? answer.headers
      : new Headers((answer as { init?: { headers?: HeadersInit } }).init?.headers)
  return headers.getSetCookie().some((value) => value.startsWith('__session=;'))
}

describe('every end of a session revokes its token at the gateway', () => {
  it('logout', async () => {
    const fake = gatewayWith()
    const held = token()
    const cookie = await sessionCookie({ token: held, stage: 'full' })
    const answered = await settle(async () => logoutLoader(args(await appRequest('/logout', { cookie }))))
    expect(revoked(fake)).toEqual([held])
    expect(dropsCookie(answered)).toBe(true)
  })

  it('a time-out its browser comes back to', async () => {
    const fake = gatewayWith()
    const held = token()
    const cookie = await sessionCookie({ token: held, stage: 'full' })
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + sessionLimits.idleMs + 60_000)
    const answered = await settle(async () => memberLayoutLoader(args(await appRequest('/home', { cookie }))))
    expect((answered as Response).headers.get('location')).toMatch(/^\/login/)
    expect(revoked(fake)).toEqual([held])
  })

  it('a gateway 401 on a page (the failure path)', async () => {
    const fake = gatewayWith({ 'GET group-detail': gatewayError(401, 'Token expired') })
    const held = token({ groupId: '10001234' })
    const cookie = await sessionCookie({ token: held, stage: 'full' })
    const answered = await settle(async () =>
      selectLoader(args(await appRequest('/select-group', { cookie }))),
    )
    expect(revoked(fake)).toEqual([held])
    expect(dropsCookie(answered)).toBe(true)
  })

  it('a sign-in over an old session: the old token ends, the new one lives', async () => {
    const fresh = token()
    const fake = gatewayWith({ 'POST token': { token: fresh, redirect: null } })
    const old = token({ sub: 'someone-else', memberKey: 'M-9' })
    const cookie = await sessionCookie({ token: old, stage: 'full' })
    const form = { username: 'avery', password: 'Dashboard#2026' }
    await settle(async () => loginAction(args(await appRequest('/login', { cookie, form }))))
    expect(revoked(fake)).toEqual([old])
  })

  it('a staff switch to a member (login-as): the staff token ends', async () => {
    const issued = token({ domainId: 5, issuedByRole: 'logInAsAnyone' })
    const fake = gatewayWith({ 'POST login-as': { token: issued, redirect: null } })
    const staff = token(staffClaims('logInAsAnyone', 5))
    const cookie = await sessionCookie({ token: staff, stage: 'temporary' })
    const form = { subscriberId: 'PD5000051', intent: 'continue' }
    await settle(async () => loginAsAction(args(await appRequest('/login-as', { domain: 5, cookie, form }))))
    expect(revoked(fake)).toEqual([staff])
  })

  it("a group switch: the other group's token ends", async () => {
    const switched = token({ groupId: '10002002' })
    const fake = gatewayWith({
      'GET groups': [group('10002001'), group('10002002')],
      'GET group-detail': ['10002001', '10002002'].map((groupId) => ({
        groupId,
        groupName: `Group ${groupId}`,
        groupEffectiveDate: '2025-01-01',
        groupTerminationDate: null,
        medical: null,
        dental: null,
        vision: null,
        pharmacy: null,
      })),
      'POST group-selection': { token: switched },
    })
    const before = token({ groupId: '10002001' })
    const cookie = await sessionCookie({ token: before, stage: 'full' })
    const form = { groupId: '10002002' }
    await settle(async () => selectAction(args(await appRequest('/select-group', { cookie, form }))))
    expect(revoked(fake)).toEqual([before])
  })

  it("a password change: the member's other sessions end, and the gateway hears of their tokens", async () => {
    const fake = gatewayWith({ 'PUT account/password': {}, 'GET account': account() })
    const here = token({ sub: 'pat-1', memberKey: 'M-1' })
    const elsewhere = token({ sub: 'pat-1', memberKey: 'M-1', exp: Math.floor(Date.now() / 1000) + 3000 })
    await sessionCookie({ token: elsewhere, stage: 'full' })
    const cookie = await sessionCookie({ token: here, stage: 'full' })
    const form = {
      currentPassword: 'Dashboard#2026',
      newPassword: 'Dashboard#2027',
      confirmPassword: 'Dashboard#2027',
    }
    const answered = await settle(async () =>
      passwordAction(args(await appRequest('/account/settings/change-password', { cookie, form }))),
    )
    expect((answered as Response).headers.get('location')).toBe('/account/settings')
    expect(revoked(fake)).toEqual([elsewhere])
  })
})
