/**
 * Refusals that speak on the account pages (issue 22, decision 139): wrong current passwords on
 * change-password are limited per member before the gateway is asked (an outage does not count);
 * an empty eBill registration POST says what to select.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { errorsInEnglish } from '../../../tests/schema'
import { HttpResponse } from 'msw'
import { resetAttemptLimits } from '~/platform/security/rate-limit.server'
import { action as passwordAction } from '~/routes/_member.account.settings.change-password'
import { action as ebillAction } from '~/routes/_member.account.ebill'
import {
  account,
  actionResult,
  appRequest,
  args,
  familyEntry,
  gatewayError,
  memberCookie,
  startFakeGateway,
  type Answer,
} from '../../../tests/fake-gateway'

const answer = startFakeGateway()
afterEach(() => resetAttemptLimits())
const form = {
  currentPassword: 'Guess#2026',
  newPassword: 'Dashboard#2027',
  confirmPassword: 'Dashboard#2027',
}
const change = async (cookie: string) =>
  actionResult(
    await passwordAction(args(await appRequest('/account/settings/change-password', { cookie, form }))).catch(
      (thrown: unknown) => thrown,
    ),
  )
const gatewayAnswering = (password: Answer) =>
  answer({ 'GET account': account(), 'PUT account/password': password })
const wrongCurrent = () => gatewayError(403, 'Current password is incorrect')

describe('/account/settings/change-password: wrong current passwords are limited', () => {
  it('the 6th wrong current password within 15 minutes waits (429, the wait said) and reaches no gateway', async () => {
    const fake = gatewayAnswering(wrongCurrent)
    const cookie = await memberCookie({ sub: 'guesser' })
    for (let i = 0; i < 5; i += 1) expect((await change(cookie)).httpStatus).toBe(403)
    const held = await change(cookie)
    expect(held.httpStatus).toBe(429)
    expect(errorsInEnglish(held.result.error)?.['']?.[0]).toMatch(
      /^Too many attempts\. Please wait 15 minutes before trying again\.$/,
    )
    expect(fake.paths().filter((path) => path === 'PUT account/password')).toHaveLength(5)
  })

  it('another member is not held; an outage does not count', async () => {
    gatewayAnswering(wrongCurrent)
    const cookie = await memberCookie({ sub: 'guesser' })
    for (let i = 0; i < 5; i += 1) await change(cookie)
    expect((await change(await memberCookie({ sub: 'someone-else' }))).httpStatus).toBe(403)
    gatewayAnswering(() => HttpResponse.error())
    const other = await memberCookie({ sub: 'unlucky' })
    for (let i = 0; i < 6; i += 1) expect((await change(other)).httpStatus).toBe(503)
    gatewayAnswering(wrongCurrent)
    expect((await change(other)).httpStatus).toBe(403)
  })
})

describe('/account/ebill: an empty registration POST speaks (issue 22)', () => {
  it('says what to select above the button, and registers nobody', async () => {
    const fake = answer({
      'GET account': account(),
      'GET ebill/hasEbill': true,
      'GET ebill/ebillRegistered': false,
      'GET eligibility/family': [{ ...familyEntry('M-1', '2025-01-01'), productCategory: 'D' }],
    })
    const request = await appRequest('/account/ebill', { cookie: await memberCookie(), form: {} })
    const reply = actionResult(await ebillAction(args(request)).catch((thrown: unknown) => thrown))
    expect(reply.httpStatus).toBe(400)
    expect(errorsInEnglish(reply.result.error)?.['']).toEqual(["Select 'Register for eBill' to register."])
    expect(fake.paths()).not.toContain('PUT ebill/registerEbillUser')
  })
})
