import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { errorsInEnglish, inEnglish } from '../../../tests/schema'
import { action as settingsAction, loader as settingsLoader } from '~/routes/_member.account.settings._index'
import { action as passwordAction } from '~/routes/_member.account.settings.change-password'
import { loader as ebillLoader } from '~/routes/_member.account.ebill'
import { action as ebillAction } from '~/routes/_member.account.ebill'
import { action as ebillHandOff } from '~/routes/resources.ebill-hand-off'
import { action as cancelAction, loader as cancelLoader } from '~/routes/_member.account.plan-benefits.cancel'
import { EMAIL_CHANGE_NEEDS_PASSWORD } from './account'
import {
  planDetails,
  account,
  actionResult,
  appRequest,
  args,
  gatewayError,
  member,
  preferences,
  thrown,
  type Answers,
  startFakeGateway,
  signedInRequest,
  signedInCookie,
} from '../../../tests/fake-gateway'

const answer = startFakeGateway()
const replyOf = (value: unknown) => actionResult(value).result

/** A valid address form. */
const address = {
  intent: 'address',
  addressLine1: '1 Main',
  city: 'Portland',
  country: 'US',
  state: 'OR',
  zipCode: '97201',
}

const settingsAnswers = (over: Answers = {}): Answers => ({
  'GET account': account(),
  'GET account/preferences': preferences('member@example.com'),
  'GET account/address': account().address,
  'GET account/address/options': {
    countries: [{ codeKey: 'US', codeType: 'COUNTRY', description: 'United States', sortOrder: 1 }],
    states: [{ codeKey: 'OR', codeType: 'STATE', description: 'Oregon', sortOrder: 1 }],
  },
  'GET account/security-questions': { available: [{ questionId: 'Q1', question: 'Pet?' }], selected: [] },
  ...over,
})

describe('/account/settings', () => {
  it('refuses a dependent under 18 with 403 (loader and action)', async () => {
    const child = { ...member('M-2', 2), dateOfBirth: '2015-06-01' }
    answer(settingsAnswers({ 'GET account': account([member('M-1', 0), child]) }))
    const cookie = await signedInCookie({ memberKey: 'M-2' })
    const loaded = await thrown(async () =>
      settingsLoader(args(await appRequest('/account/settings', { cookie }))),
    )
    expect(loaded.init?.status).toBe(403)
    const posted = await thrown(async () =>
      settingsAction(args(await appRequest('/account/settings', { cookie, form: { intent: 'address' } }))),
    )
    expect(posted.init?.status).toBe(403)
  })

  it('refuses an adult dependent on the partner brand', async () => {
    answer(settingsAnswers())
    const cookie = await signedInCookie({ memberKey: 'M-2', domainId: 5 })
    const loaded = await thrown(async () =>
      settingsLoader(args(await appRequest('/account/settings', { cookie, domain: 5 }))),
    )
    expect(loaded.init?.status).toBe(403)
  })

  it('hides the EOB preference from a dependent and shows it to the subscriber', async () => {
    answer(settingsAnswers())
    const sub = await settingsLoader(args(await signedInRequest('/account/settings')))
    expect(sub.flags).toContain('electronicEob')
    const dep = await settingsLoader(
      args(await signedInRequest('/account/settings', { claims: { memberKey: 'M-2' } })),
    )
    expect(dep.flags).not.toContain('electronicEob')
  })

  it('bad address input keeps what was typed and writes nothing', async () => {
    const fake = answer(settingsAnswers())
    const form = {
      intent: 'address',
      addressLine1: '',
      city: 'Springfield',
      country: 'US',
      state: 'OR',
      zipCode: '12',
    }
    const result = replyOf(await settingsAction(args(await signedInRequest('/account/settings', { form }))))
    expect(errorsInEnglish(result.error)).toMatchObject({
      addressLine1: ['Address line 1 is a required field'],
      zipCode: ['Zip code is under the character minimum'],
    })
    expect(result.initialValue).toMatchObject({ city: 'Springfield', zipCode: '12' })
    expect(fake.paths()).not.toContain('PUT account/address')
  })

  it("a gateway 400 shows the gateway's message on the form", async () => {
    answer(settingsAnswers({ 'PUT account/address': gatewayError(400, 'Invalid state') }))
    const result = replyOf(
      await settingsAction(args(await signedInRequest('/account/settings', { form: address }))),
    )
    expect(errorsInEnglish(result.error)?.['']).toEqual(['Invalid state'])
    expect(result.initialValue).toMatchObject({ city: 'Portland' })
  })

  it('a changed e-mail needs the current password, which is never sent back', async () => {
    const fake = answer(settingsAnswers())
    const form = { intent: 'preferences', emailAddress: 'new@example.com', currentPassword: '' }
    const result = replyOf(await settingsAction(args(await signedInRequest('/account/settings', { form }))))
    expect(errorsInEnglish(result.error)).toMatchObject({
      currentPassword: [inEnglish(EMAIL_CHANGE_NEEDS_PASSWORD)],
    })
    expect(fake.paths()).not.toContain('PUT account/preferences')
  })

  it('sends Y/N flags and the current password for an e-mail change, then redirects with a notice', async () => {
    const fake = answer(settingsAnswers({ 'PUT account/preferences': preferences('new@example.com') }))
    const form = {
      intent: 'preferences',
      emailAddress: 'new@example.com',
      currentPassword: 'Secret#1',
      emailBreakingNews: 'on',
    }
    const response = (await settingsAction(
      args(await signedInRequest('/account/settings', { form })),
    )) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/account/settings')
    const put = fake.stats.calls.find((c) => c.method === 'PUT')
    expect(put?.body).toMatchObject({
      emailAddress: 'new@example.com',
      currentPassword: 'Secret#1',
      emailBreakingNews: 'Y',
      electronicEob: 'N',
    })
  })
})

describe('settings: the one failure path (decision 006)', () => {
  const save = async (form: Record<string, string>, domain: 1 | 5 = 1) =>
    settingsAction(args(await signedInRequest('/account/settings', { claims: { domainId: domain }, form })))

  it('a wrong current password on an e-mail change (403 with a message) stays on the form, input kept', async () => {
    answer(settingsAnswers({ 'PUT account/preferences': gatewayError(403, 'Current password is incorrect') }))
    const reply = actionResult(
      await save({ intent: 'preferences', emailAddress: 'new@example.com', currentPassword: 'Wrong#1' }),
    )
    expect(reply.httpStatus).toBe(403)
    expect(errorsInEnglish(reply.result.error)?.['']).toEqual(['Current password is incorrect'])
    expect(reply.result.initialValue).toEqual({ intent: 'preferences', emailAddress: 'new@example.com' })
  })

  it('a refusal without a message, or a 500, is the error page for its status (not a listed request)', async () => {
    answer(settingsAnswers({ 'PUT account/address': HttpResponse.json({}, { status: 400 }) }))
    expect((await thrown(() => save(address))).init?.status).toBe(400)
    answer(settingsAnswers({ 'PUT account/address': gatewayError(500, 'boom') }))
    expect((await thrown(() => save(address))).init?.status).toBe(500)
  })

  it('a 401 on the partner brand ends the session and goes to /login', async () => {
    answer(settingsAnswers({ 'PUT account/address': gatewayError(401, 'revoked') }))
    const response = await thrown(() => save(address, 5))
    expect(response.headers.get('location')).toBe('/login')
    expect(response.headers.get('set-cookie')).toMatch(/__session=;/)
  })

  it('security questions that cannot be read (screen-handled): the card says so, the page still opens', async () => {
    answer(settingsAnswers({ 'GET account/security-questions': gatewayError(503, 'Questions unavailable') }))
    const data = await settingsLoader(args(await signedInRequest('/account/settings')))
    expect(data.questionsFailure).toBe('Questions unavailable')
    expect(data.questions).toEqual([])
    expect(data.address.city).toBe('Portland')
  })
})

describe('/account/settings/change-password', () => {
  const form = { currentPassword: 'Wrong#2026', newPassword: 'Avery#2027', confirmPassword: 'Avery#2027' }
  it("shows the gateway's refusal and hides every password", async () => {
    answer(settingsAnswers({ 'PUT account/password': gatewayError(403, 'Current password is incorrect') }))
    const result = replyOf(await passwordAction(args(await signedInRequest('/x', { form }))))
    expect(errorsInEnglish(result.error)?.['']).toEqual(['Current password is incorrect'])
    expect(result.initialValue).toEqual({})
  })
  it("says the gateway's refusal in Spanish to a Spanish member (decision 218)", async () => {
    answer(settingsAnswers({ 'PUT account/password': gatewayError(403, 'Current password is incorrect') }))
    const request = await signedInRequest('/x', { form })
    request.headers.set('accept-language', 'es-US')
    const result = replyOf(await passwordAction(args(request)))
    expect(errorsInEnglish(result.error)?.['']).toEqual(['La contraseña actual no es correcta.'])
  })
  it('any failure of account/password is screen-handled: the catalogue text on the form', async () => {
    answer(settingsAnswers({ 'PUT account/password': HttpResponse.json({}, { status: 500 }) }))
    const reply = actionResult(await passwordAction(args(await signedInRequest('/x', { form }))))
    expect(reply.httpStatus).toBe(500)
    expect(errorsInEnglish(reply.result.error)?.['']).toEqual([
      "Sorry, we're having a problem with our system. We'll get this fixed soon.",
    ])
  })
  it('reports a mismatch without calling the gateway', async () => {
    const fake = answer(settingsAnswers())
    const result = replyOf(
      await passwordAction(
        args(await signedInRequest('/x', { form: { ...form, confirmPassword: 'Other#2027' } })),
      ),
    )
    expect(errorsInEnglish(result.error)).toMatchObject({ confirmPassword: ['Passwords do not match'] })
    expect(fake.paths()).not.toContain('PUT account/password')
  })
})

describe('/account/ebill', () => {
  const ebillAnswers = (over: Answers): Answers => ({
    'GET account': account(),
    'GET ebill/hasEbill': true,
    'GET account/relevant-preferences': { emailAddress: 'a@example.com', emailWhenBillReady: 'Y' },
    'GET eligibility/family': [
      {
        memberKey: 'M-1',
        suffix: 0,
        productCategory: 'D',
        source: 'x',
        effectiveDate: '2025-01-01',
        termedDate: null,
      },
    ],
    ...over,
  })
  it('keeps the token out of the page data; the hand-off posts it as a field with firsttime=Y', async () => {
    answer(ebillAnswers({ 'GET ebill/ebillRegistered': false }))
    const cookie = await signedInCookie()
    const result = (await ebillLoader(args(await appRequest('/account/ebill', { cookie })))) as unknown as {
      data: Record<string, unknown>
    }
    expect(result.data).toMatchObject({
      registered: false,
      notifications: [{ flag: 'emailWhenBillReady', on: true }],
    })
    const page = (await ebillHandOff(
      args(await appRequest('/resources/ebill-hand-off', { cookie, method: 'POST' })),
    )) as Response
    expect(page.headers.get('cache-control')).toBe('no-store')
    const html = await page.text()
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1].replaceAll('&amp;', '&') ?? ''
    const url = new URL(action)
    expect(url.searchParams.get('firsttime')).toBe('Y')
    expect(url.searchParams.get('dashboardlink')).toBe('http://localhost/home')
    expect(action).not.toMatch(/token/i)
    expect(html).toMatch(/<input type="hidden" name="idptoken" value="[^"]+">/)
  })
  it('lists the billing notifications account/relevant-preferences answers for topic=ebill', async () => {
    const fake = answer(
      ebillAnswers({
        'GET ebill/ebillRegistered': true,
        'GET account/relevant-preferences': {
          emailAddress: 'a@example.com',
          discontinuePaperStatements: 'N',
          emailPaymentReminder: 'Y',
          emailBreakingNews: 'Y',
        },
      }),
    )
    const result = (await ebillLoader(
      args(await appRequest('/account/ebill', { cookie: await signedInCookie() })),
    )) as unknown as {
      data: { notifications: { flag: string; on: boolean }[] }
    }
    expect(result.data.notifications.map((n) => [n.flag, n.on])).toEqual([
      ['emailPaymentReminder', true],
      ['discontinuePaperStatements', false],
    ])
    expect(fake.stats.calls.find((c) => c.path === 'account/relevant-preferences')?.query).toEqual({
      topic: 'ebill',
    })
  })

  it('a failing account/relevant-preferences opens the error page for its status', async () => {
    answer(
      ebillAnswers({
        'GET ebill/ebillRegistered': true,
        'GET account/relevant-preferences': gatewayError(500, 'down'),
      }),
    )
    const response = await thrown(async () =>
      ebillLoader(args(await appRequest('/account/ebill', { cookie: await signedInCookie() }))),
    )
    expect(response.init?.status).toBe(500)
  })

  it("a refused registration shows the gateway's message on the form", async () => {
    answer(
      ebillAnswers({
        'PUT ebill/registerEbillUser': gatewayError(409, 'You are already registered for eBill'),
      }),
    )
    const reply = actionResult(
      await ebillAction(args(await signedInRequest('/account/ebill', { form: { intent: 'register' } }))),
    )
    expect(errorsInEnglish(reply.result.error)?.['']).toEqual(['You are already registered for eBill'])
  })
  it('is refused (403) without eBill', async () => {
    answer({ 'GET account': account(), 'GET ebill/hasEbill': false, 'GET eligibility/family': [] })
    const refused = await thrown(async () => ebillLoader(args(await signedInRequest('/account/ebill'))))
    expect(refused.init?.status).toBe(403)
  })
})

describe('/account/plan-benefits/cancel', () => {
  const details = planDetails({
    coverageStartDateUponRenewal: '2027-01-01',
    directCancellationOptions: [
      { id: 'M', label: 'Do not renew medical coverage' },
      { id: 'D', label: 'Do not renew medical and dental coverage' },
    ],
  })
  it('the confirm step shows the chosen option, or the choice again with the message', async () => {
    answer({ 'GET account': account(), 'GET plan-management/details': details })
    const cookie = await signedInCookie()
    const chosen = await cancelLoader(
      args(await appRequest('/account/plan-benefits/cancel?cancellationStatusId=D', { cookie })),
    )
    expect(chosen.option?.id).toBe('D')
    const none = await cancelLoader(args(await appRequest('/account/plan-benefits/cancel', { cookie })))
    expect(none.option).toBeNull()
    expect(errorsInEnglish(none.choice?.error)?.cancellationStatusId).toEqual([
      'Choose the coverage to cancel',
    ])
  })
  it("posts the cancellation and shows the gateway's refusal", async () => {
    const fake = answer({
      'GET account': account(),
      'POST plan-management/cancellation': gatewayError(409, 'A cancellation request is already on file'),
    })
    const result = await cancelAction(
      args(await signedInRequest('/x', { form: { cancellationStatusId: 'M' } })),
    )
    expect(actionResult(result).httpStatus).toBe(409)
    expect(errorsInEnglish(replyOf(result).error)?.['']).toEqual([
      'A cancellation request is already on file',
    ])
    expect(replyOf(result).initialValue).toEqual({ cancellationStatusId: 'M' })
    expect(fake.stats.calls.find((c) => c.method === 'POST')?.body).toEqual({ cancellationStatusId: 'M' })
  })
})
