/**
 * A fake gateway for route tests of the member shell and home (msw): one subscriber family
 * (avery-like) with overridable answers, a helper to sign a request in, and an in-flight counter
 * that proves the loaders start their calls in parallel.
 */
import { delay, http, HttpResponse, type JsonBodyType } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { commitSession, sessionStorage } from '~/platform/session/session.server'

export const GATEWAY = 'http://127.0.0.1:3100/api'

const elig = (effectiveDate: string | null, terminationDate: string | null = null, eligible = true) => ({
  eligible,
  classPlanId: eligible ? 'CP1' : null,
  effectiveDate,
  terminationDate,
  classPlanEffectiveDate: effectiveDate,
})

export function member(over: Record<string, unknown> = {}) {
  return {
    memberKey: 'M-AVERY',
    memberSuffix: 0,
    firstName: 'Avery',
    lastName: 'Rivera',
    relationship: 'SUB',
    relationshipDescription: 'Subscriber',
    dateOfBirth: '1985-04-12',
    sex: 'F',
    sexDescription: 'Female',
    hasOutOfAreaPlan: false,
    hasOtherMedical: false,
    hasOtherDental: false,
    role: 'member',
    networkNames: ['Riverbend PPO', 'Dental Choice'],
    medicalEligibility: { ...elig('2025-01-01'), insuranceType: 'PPO' },
    dentalEligibility: elig('2025-01-01'),
    visionEligibility: elig('2025-01-01'),
    pharmacyEligibility: elig('2025-01-01'),
    ...over,
  }
}

export function account(over: Record<string, unknown> = {}) {
  return {
    subscriberId: 'EV1000001',
    subscriberKey: 'S-1',
    groupKey: 'G-1',
    groupId: '10001234',
    groupName: 'Riverbend Manufacturing',
    parentGroupId: null,
    parentGroupName: null,
    effectiveDate: '2025-01-01',
    hireDate: null,
    members: [member()],
    address: {
      addressLine1: '1 Main St',
      addressLine2: '',
      city: 'Portland',
      state: 'OR',
      zipCode: '97201',
      country: 'US',
      phoneNumber: '5035550100',
    },
    preferences: preferences(),
    chatConfig: chat(),
    products: ['M', 'D'],
    ...over,
  }
}

export const preferences = () => ({
  emailAddress: 'avery@example.com',
  electronicEob: 'Y',
  emailBreakingNews: 'N',
  electronicMedicareMailing: 'N',
  emailPaymentReminder: 'N',
  emailAutopayWithdrawalReminder: 'N',
  discontinuePaperStatements: 'Y',
  emailWhenBillReady: 'N',
  emailEwpNotification: 'N',
  showEwpLandingPage: 'N',
})
const chat = () => ({ host: 'chat.example', bus: 'b', poc: 'p', displayChat: false, mappedGroupId: null })

export function program(id: number, over: Record<string, unknown> = {}) {
  return {
    id,
    name: `Program ${id}`,
    description: 'A program',
    categories: [],
    eligible: true,
    displayOrder: id,
    highPriority: true,
    featureGroup: null,
    childResourceIds: [],
    resource: null,
    url: null,
    urlDocumentType: null,
    details: null,
    ...over,
  }
}

export const familyEntry = (memberKey: string, effectiveDate: string, termedDate: string | null = null) => ({
  memberKey,
  suffix: 0,
  productCategory: 'M',
  source: 'FACETS',
  effectiveDate,
  termedDate,
})

/** Every gateway answer by path (relative to the prefix); a Response value is sent as is. */
export type Answers = Record<string, JsonBodyType | Response | (() => Response)>

export function defaultAnswers(): Answers {
  return {
    account: account(),
    'account/preferences': preferences(),
    'eligibility/family': [familyEntry('M-AVERY', '2025-01-01')],
    alerts: [],
    'config/accreditation': {
      accreditations: [
        { image: 'https://example.com/seals/accredited.png', text: 'Accredited by the NCQA' },
        { image: 'https://example.com/seals/commendable.png', text: 'Commendable by the NCQA' },
      ],
      elementValue: 'Commendable',
    },
    'config/chat': chat(),
    'ebill/hasEbill': true,
    'ebill/showEbillAlert': false,
    'referrals/hasReferrals': true,
    'medicare-materials/eligibility': false,
    'pcp/eligibility': true,
    'pcp/members': {
      eligible: true,
      members: [],
      selections: [{ memberKey: 'M-AVERY', providerId: 'P-1', effectiveDate: '2025-02-01' }],
      pcp360History: [
        {
          providerId: 'P-1',
          providerName: 'Dana Okafor',
          providerTitle: 'MD',
          memberKey: 'M-AVERY',
          beginDate: '2025-02-01',
          endDate: null,
          pcpSelected: true,
          pcpTerminationReason: null,
          locations: [
            {
              address: '2 Clinic Way',
              city: 'Portland',
              state: 'OR',
              zipCode: '97201',
              phoneNumber: '503-555-0111',
            },
          ],
        },
      ],
    },
    programs: [program(37, { displayOrder: 1 }), program(12, { displayOrder: 2 })],
    groups: [
      {
        groupId: '10001234',
        groupName: 'Riverbend Manufacturing',
        memberKey: 'M-AVERY',
        crmRouted: false,
        planEffectiveDate: '2025-01-01',
        planTerminationDate: null,
        inactive: false,
      },
    ],
    'plan-management/details': () => new HttpResponse(null, { status: 404 }),
    'account/getEmployeeId': { employeeId: null, local598: false },
    'idCard/eligible': true,
    'handbook/ooc': () => new HttpResponse(null, { status: 404 }),
    'benefits/limits': [],
    'pcp/city-of-portland': () =>
      new HttpResponse('2026-12-31', { headers: { 'content-type': 'text/plain' } }),
  }
}

/** msw handlers answering every GET from `answers`, counting requests in flight. */
export function gatewayHandlers(
  answers: Answers,
  stats = { inFlight: 0, maxInFlight: 0, calls: [] as string[] },
) {
  const handler = http.get(`${GATEWAY}/*`, async ({ request }) => {
    const path = new URL(request.url).pathname.replace(/^\/api\//, '')
    stats.calls.push(path)
    stats.inFlight += 1
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight)
    await delay(20)
    stats.inFlight -= 1
    if (!(path in answers)) return new HttpResponse(null, { status: 404 })
    const answer = answers[path]
    if (typeof answer === 'function') return answer()
    if (answer instanceof Response) return answer
    return HttpResponse.json(answer)
  })
  return { handler, stats }
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
let tokenCounter = 0

/** A request carrying a full-stage session with a fresh (so never cached) member token. */
export async function signedInRequest(
  url: string,
  claims: Record<string, unknown> = {},
  init: RequestInit = {},
) {
  tokenCounter += 1
  const payload = {
    sub: 'avery',
    memberKey: 'M-AVERY',
    subscriberId: 'EV1000001',
    groupId: '10001234',
    domainId: 1,
    role: 'member',
    issuedByRole: null,
    exp: Math.floor(Date.now() / 1000) + 3600,
    jti: `t${tokenCounter}-${Math.random()}`,
    ...claims,
  }
  const token = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.sig`
  const session = await sessionStorage.getSession()
  session.set('token', token)
  session.set('stage', 'full')
  const cookie = (await commitSession(session)).split(';')[0]
  const headers = new Headers(init.headers)
  headers.set('cookie', [cookie, headers.get('cookie')].filter(Boolean).join('; '))
  return new Request(url, { ...init, headers })
}

/**
 * Starts an msw server for this test file (listen / reset / close hooks) and returns `answer`,
 * which serves `defaultAnswers()` with overrides and gives back the call statistics.
 */
export function startFakeGateway() {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return function answer(over: Answers = {}) {
    const { handler, stats } = gatewayHandlers({ ...defaultAnswers(), ...over })
    server.use(handler)
    return stats
  }
}

/** What a loader or action threw (a thrown `data()` has `init.status`, a redirect is a Response). */
export async function thrown(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return error as { init?: { status?: number } } & Partial<Response>
  }
  throw new Error('expected a throw')
}
