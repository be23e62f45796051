import { describe, expect, it } from 'vitest'
import { action, loader } from '~/routes/_member.home'
import {
  appRequest,
  args,
  averyAccount,
  averyMember,
  memberCookie,
  memberPageAnswers,
  nextCookie,
  startFakeGateway,
  type Claims,
} from '../../../tests/fake-gateway'
import { activityEvent, activityPage, staffAccessEvent } from '../../../tests/account-activity'

const answer = startFakeGateway(memberPageAnswers)

const signIn = (at: string) => activityEvent(at)
const page = activityPage

/** Avery signed in on the 10th; before that on the 1st; a representative came in on the 8th. */
const afterStaffAccess = [
  signIn('2026-03-10T15:00:00.000Z'),
  staffAccessEvent('2026-03-08T10:00:00.000Z'),
  signIn('2026-03-01T09:00:00.000Z'),
]

async function home(cookie: string) {
  return (await loader(args(await appRequest('/home', { cookie })))) as Awaited<ReturnType<typeof loader>>
}

describe('home: the staff access notice (issue 23)', () => {
  it('shows at the first sign-in after a staff login-as, with the date, until dismissed', async () => {
    const fake = answer({ 'GET account/activity': page(afterStaffAccess) })
    const cookie = await memberCookie()
    expect((await home(cookie)).staffAccessNotice).toEqual({
      reference: 'SA-7KQ2M9XD',
      text: 'A member services representative accessed your account on 03/08/2026',
    })
    expect(fake.stats.calls.find((c) => c.path === 'account/activity')?.query.types).toBe(
      'SIGN_IN,STAFF_ACCESS',
    )
    const form = { intent: 'dismiss-staff-access-notice', reference: 'SA-7KQ2M9XD' }
    const dismissed = (await action(args(await appRequest('/home', { cookie, form })))) as Response
    expect(dismissed.status).toBe(302)
    expect(dismissed.headers.get('location')).toBe('/home')
    expect((await home(nextCookie(dismissed) || cookie)).staffAccessNotice).toBeNull()
  })

  it('is gone at the sign-in after that one, and never shown for staff access before the previous sign-in', async () => {
    answer({
      'GET account/activity': page([signIn('2026-03-12T08:00:00.000Z'), ...afterStaffAccess]),
    })
    expect((await home(await memberCookie())).staffAccessNotice).toBeNull()
  })

  it('is not shown in a staff login-as session, to a member under 18, or when the record is unavailable', async () => {
    const loginAs: Claims = { issuedByRole: 'logInAsAnyone' }
    const loginAsFake = answer({ 'GET account/activity': page(afterStaffAccess) })
    expect((await home(await memberCookie(loginAs))).staffAccessNotice).toBeNull()
    expect(loginAsFake.stats.calls.some((c) => c.path === 'account/activity')).toBe(false)
    answer({
      'GET account/activity': page(afterStaffAccess),
      'GET account': averyAccount({ members: [averyMember({ dateOfBirth: '2012-01-01' })] }),
    })
    expect((await home(await memberCookie())).staffAccessNotice).toBeNull()
    answer({})
    expect((await home(await memberCookie())).staffAccessNotice).toBeNull()
  })
})
