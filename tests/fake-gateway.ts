/**
 * A fake gateway (msw) for the sign-in route tests: answers by "METHOD path", records every call
 * with its body and how many were in flight, and builds requests carrying a session.
 */
import type { AppLoadContext } from '@remix-run/node'
import { delay, http, HttpResponse, type JsonBodyType } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import {
  commitSession,
  sessionStorage,
  type SessionData,
  type TokenStage,
} from '~/platform/session/session.server'

export const GATEWAY = 'http://127.0.0.1:3100/api'

/** A fixed answer, or a function of the request's JSON body (and the request, for its query). */
export type Answer =
  | JsonBodyType
  | Response
  | ((body: unknown, request: Request) => Response | JsonBodyType | Promise<Response | JsonBodyType>)
export type Answers = Record<string, Answer>
export type Call = {
  method: string
  path: string
  /** The query parameters of the call. */
  query: Record<string, string>
  body: unknown
  authorization: string | null
  /** Every header of the call, names in lower case. */
  headers: Record<string, string>
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
let counter = 0

export type Claims = {
  sub?: string
  memberKey?: string | null
  subscriberId?: string | null
  groupId?: string | null
  domainId?: 1 | 2 | 5
  role?: 'member' | 'logInAsAnyone' | 'logInAsNonEmp'
  issuedByRole?: 'logInAsAnyone' | 'logInAsNonEmp' | null
  exp?: number
}

/** A member's claims as the contract gives them, an hour from expiry, with `claims` on top. */
export const memberClaims = (claims: Claims = {}) => ({
  sub: 'u1',
  memberKey: 'M-1',
  subscriberId: 'EV1000001',
  groupId: '10001234',
  domainId: 1,
  role: 'member',
  issuedByRole: null,
  exp: Math.floor(Date.now() / 1000) + 3600,
  ...claims,
})

/** An (unsigned) JWT with the contract's claims; unique, so the per-token cache never carries over. */
export function token(claims: Claims = {}) {
  counter += 1
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ ...memberClaims(claims), jti: `t${counter}` })}.sig`
}

export const staffClaims = (
  role: 'logInAsAnyone' | 'logInAsNonEmp' = 'logInAsAnyone',
  domainId: 1 | 2 | 5 = 1,
): Claims => ({
  memberKey: null,
  subscriberId: null,
  groupId: null,
  role,
  domainId,
})

export async function sessionCookie(value: {
  token?: string
  stage?: TokenStage
  groupSelected?: boolean
  crmPrevented?: boolean
  signInFacts?: SessionData['signInFacts']
}) {
  const session = await sessionStorage.getSession()
  for (const [k, v] of Object.entries(value)) session.set(k as 'token', v as string)
  return (await commitSession(session)).split(';')[0]
}

const hostOf = { 1: 'localhost', 2: 'medicare.localhost', 5: 'partner.localhost' } as const

export type RequestOptions = {
  domain?: 1 | 2 | 5
  cookie?: string
  form?: Record<string, string>
  method?: string
}

/** A request to the app on the brand's host, with the session cookie when given. */
export async function appRequest(path: string, options: RequestOptions = {}) {
  const host = hostOf[options.domain ?? 1]
  const headers = new Headers({ host })
  if (options.cookie) headers.set('cookie', options.cookie)
  const init: RequestInit = { method: options.method ?? (options.form ? 'POST' : 'GET'), headers }
  if (options.form) init.body = new URLSearchParams(options.form)
  return new Request(`http://${host}${path}`, init)
}

/**
 * The load context the Vite dev server passes (none): the request's context is built on its first
 * use and kept with this object (`contextOf`, decision 255), as the app server's would be. A new
 * one for each request: a request's loaders share it, no two requests do.
 */
export const emptyContext = () => ({}) as AppLoadContext

export const args = (request: Request) => ({ request, params: {}, context: emptyContext() })

/** The gateway: every call answered from `answers` ("GET groups", "POST login-as"...), else 404. */
export function gateway(answers: Answers) {
  const stats = { inFlight: 0, maxInFlight: 0, calls: [] as Call[] }
  const handler = http.all(`${GATEWAY}/*`, async ({ request }) => {
    const path = new URL(request.url).pathname.replace(/^\/api\//, '')
    const text = request.method === 'GET' ? '' : await request.text()
    const body = text ? JSON.parse(text) : undefined
    stats.calls.push({
      method: request.method,
      path,
      query: Object.fromEntries(new URL(request.url).searchParams),
      body,
      authorization: request.headers.get('authorization'),
      headers: Object.fromEntries(request.headers),
    })
    stats.inFlight += 1
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight)
    await delay(15)
    stats.inFlight -= 1
    let answer = answers[`${request.method} ${path}`]
    if (answer === undefined) return HttpResponse.json({ status: 404, message: 'Not found' }, { status: 404 })
    if (typeof answer === 'function') answer = await answer(body, request)
    if (answer instanceof Response) return answer
    if (typeof answer === 'string')
      return new HttpResponse(answer, { headers: { 'content-type': 'text/plain' } })
    return HttpResponse.json(answer)
  })
  return { handler, stats, paths: () => stats.calls.map((c) => `${c.method} ${c.path}`) }
}

export const gatewayError = (status: number, message: string, extra: object = {}) =>
  HttpResponse.json({ status, message, ...extra }, { status })

export const group = (groupId: string, over: Record<string, unknown> = {}) => ({
  groupId,
  groupName: `Group ${groupId}`,
  memberKey: 'M-1',
  crmRouted: false,
  planEffectiveDate: '2025-01-01',
  planTerminationDate: null,
  inactive: false,
  ...over,
})

export const preferences = (emailAddress: string | null = 'member@example.com') => ({
  emailAddress,
  electronicEob: 'Y',
  emailBreakingNews: 'N',
  electronicMedicareMailing: 'N',
  emailPaymentReminder: 'N',
  emailAutopayWithdrawalReminder: 'N',
  discontinuePaperStatements: 'N',
  emailWhenBillReady: 'N',
  emailEwpNotification: 'N',
  showEwpLandingPage: 'N',
})

const elig = {
  eligible: true,
  classPlanId: 'D1',
  effectiveDate: '2025-01-01',
  terminationDate: null,
  classPlanEffectiveDate: '2025-01-01',
}

export const member = (memberKey: string, memberSuffix: number) => ({
  memberKey,
  memberSuffix,
  firstName: 'Harper',
  lastName: 'Lee',
  relationship: memberSuffix === 0 ? 'SUB' : 'SPO',
  relationshipDescription: memberSuffix === 0 ? 'Subscriber' : 'Spouse',
  dateOfBirth: '1980-01-01',
  sex: 'F',
  sexDescription: 'Female',
  hasOutOfAreaPlan: false,
  hasOtherMedical: false,
  hasOtherDental: false,
  role: 'member',
  networkNames: [],
  medicalEligibility: { ...elig, eligible: false, insuranceType: null },
  dentalEligibility: elig,
  visionEligibility: { ...elig, eligible: false },
  pharmacyEligibility: { ...elig, eligible: false },
})

export const account = (members = [member('M-1', 0), member('M-2', 1)]) => ({
  subscriberId: 'PD5000051',
  subscriberKey: 'S-1',
  groupKey: 'G-1',
  groupId: '10005001',
  groupName: 'Partner Dental Group',
  parentGroupId: null,
  parentGroupName: null,
  effectiveDate: '2025-01-01',
  hireDate: null,
  members,
  address: {
    addressLine1: '1 Main',
    addressLine2: '',
    city: 'Portland',
    state: 'OR',
    zipCode: '97201',
    country: 'US',
    phoneNumber: '5035550100',
  },
  preferences: preferences(),
  chatConfig: { host: 'h', bus: 'b', poc: 'p', displayChat: false, mappedGroupId: null },
  products: ['D'],
})

/** Runs a loader/action that is expected to throw; returns what it threw (a Response or data()). */
export async function thrown(
  run: () => Promise<unknown>,
): Promise<Response & { init?: { status?: number }; data?: unknown }> {
  try {
    await run()
  } catch (error) {
    return error as Response & { init?: { status?: number }; data?: unknown }
  }
  throw new Error('expected a throw')
}

/** The __session cookie a response sets, ready for the next request ('' when it is cleared). */
export function nextCookie(response: Response) {
  if (!(response instanceof Response)) return ''
  const session = response.headers.getSetCookie().find((c) => c.startsWith('__session='))
  return session ? session.split(';')[0] : ''
}

export async function sessionOf(response: Response) {
  const cookie = nextCookie(response)
  const session = await sessionStorage.getSession(cookie)
  return {
    token: session.get('token'),
    stage: session.get('stage'),
    groupSelected: session.get('groupSelected'),
    crmPrevented: session.get('crmPrevented'),
    signInFacts: session.get('signInFacts'),
    passwordChangeRequired: session.get('passwordChangeRequired'),
    afterPasswordChange: session.get('afterPasswordChange'),
    deviceCode: session.get('deviceCode'),
  }
}

/**
 * One msw server for a test file (listen, reset after each test, close), and `answer(answers)`
 * that installs a fake gateway answering `answers` (over the file's `defaults`, e.g.
 * `memberPageAnswers`) and returns it (its calls and stats).
 */
export function startFakeGateway(defaults: () => Answers = () => ({})) {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return function answer(answers: Answers = {}) {
    const fake = gateway({ ...defaults(), ...answers })
    server.use(fake.handler)
    return fake
  }
}

// ---------------------------------------------------------------- a signed-in member's pages

/**
 * Avery, an active subscriber of the main brand with medical, dental, vision and pharmacy (the
 * shell and home route tests start from her and override what a test is about).
 */
const averyEligibility = (effectiveDate: string) => ({
  eligible: true,
  classPlanId: 'CP1',
  effectiveDate,
  terminationDate: null,
  classPlanEffectiveDate: effectiveDate,
})

export const averyMember = (over: Record<string, unknown> = {}) => ({
  ...member('M-AVERY', 0),
  firstName: 'Avery',
  lastName: 'Rivera',
  dateOfBirth: '1985-04-12',
  networkNames: ['Riverbend PPO', 'Dental Choice'],
  medicalEligibility: { ...averyEligibility('2025-01-01'), insuranceType: 'PPO' },
  dentalEligibility: averyEligibility('2025-01-01'),
  visionEligibility: averyEligibility('2025-01-01'),
  pharmacyEligibility: averyEligibility('2025-01-01'),
  ...over,
})

export const averyAccount = (over: Record<string, unknown> = {}) => ({
  ...account(),
  members: [averyMember()],
  subscriberId: 'EV1000001',
  groupId: '10001234',
  groupName: 'Riverbend Manufacturing',
  preferences: preferences('avery@example.com'),
  products: ['M', 'D'],
  ...over,
})

export const program = (id: number, over: Record<string, unknown> = {}) => ({
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
})

export const familyEntry = (memberKey: string, effectiveDate: string, termedDate: string | null = null) => ({
  memberKey,
  suffix: 0,
  productCategory: 'M',
  source: 'FACETS',
  effectiveDate,
  termedDate,
})

const notFound = () => new HttpResponse(null, { status: 404 })

/** Every call of the member shell's header data and of the home page, answered for Avery. */
export const memberPageAnswers = (): Answers => ({
  'GET account': averyAccount(),
  'GET account/preferences': preferences('avery@example.com'),
  'GET eligibility/family': [familyEntry('M-AVERY', '2025-01-01')],
  'GET alerts': [],
  'GET config/accreditation': {
    accreditations: [
      { image: 'https://example.com/seals/accredited.png', text: 'Accredited by the NCQA' },
      { image: 'https://example.com/seals/commendable.png', text: 'Commendable by the NCQA' },
    ],
    elementValue: 'Commendable',
  },
  'GET config/chat': averyAccount().chatConfig,
  'GET ebill/hasEbill': true,
  'GET ebill/showEbillAlert': false,
  'GET referrals/hasReferrals': true,
  'GET medicare-materials/eligibility': false,
  'GET certificate-of-coverage': notFound,
  'GET prior-authorizations': [],
  'GET pcp/eligibility': true,
  'GET pcp/members': {
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
  'GET programs': [program(37, { displayOrder: 1 }), program(12, { displayOrder: 2 })],
  'GET groups': [group('10001234', { groupName: 'Riverbend Manufacturing', memberKey: 'M-AVERY' })],
  'GET plan-management/details': notFound,
  'GET account/getEmployeeId': { employeeId: null, local598: false },
  'GET idCard/eligible': true,
  'GET handbook/ooc': notFound,
  'GET benefits/limits': [],
  'GET pcp/city-of-portland': '2026-12-31',
  'GET care-reminders': [],
})

/** Avery's claims: the signed-in member `memberPageAnswers` answers for. */
export const averyClaims: Claims = { sub: 'avery', memberKey: 'M-AVERY' }

/** What a session holds beside the token (a full sign-in unless `stage` says otherwise). */
export type SessionValues = { stage?: TokenStage; groupSelected?: boolean; crmPrevented?: boolean }

/** The session cookie of a member signed in with a token of `claims` (over `memberClaims`). */
export const signedInCookie = (claims: Claims = {}, session: SessionValues = {}) =>
  sessionCookie({ token: token(claims), stage: 'full', ...session })

/** The session cookie of a signed-in member (full token), Avery unless the claims say otherwise. */
export const memberCookie = (claims: Claims = {}) => signedInCookie({ ...averyClaims, ...claims })

/**
 * A request of a signed-in member (the token of `claims`, over `memberClaims`; a full sign-in
 * unless `session` says otherwise) to the app on the brand's host: the claims' brand unless
 * `domain` is given.
 */
export async function signedInRequest(
  path: string,
  options: { claims?: Claims; session?: SessionValues } & Omit<RequestOptions, 'cookie'> = {},
) {
  const { claims = {}, session, domain, ...request } = options
  return appRequest(path, {
    ...request,
    domain: domain ?? claims.domainId,
    cookie: await signedInCookie(claims, session),
  })
}

/**
 * An action's answer in the one action-result shape `{ result, notice? }` (conform's reply), whether
 * it came back as is or in `data()` with a status (400 for bad input, the gateway's for a refusal).
 */
export function actionResult(value: unknown) {
  const wrapped = value as { data?: unknown; init?: { status?: number } | null }
  const body = (wrapped.data ?? value) as {
    result: {
      status?: string
      error?: Record<string, string[] | null>
      initialValue?: Record<string, unknown> | null
    }
    notice?: string
  }
  return { ...body, httpStatus: wrapped.init?.status ?? 200 }
}

/** `GET plan/details` of an individual plan in open enrollment (the plan management banner's input). */
export const planDetails = (over: Record<string, unknown> = {}) => ({
  eligibleAndActive: true,
  groupType: 'INDIVIDUAL',
  openEnrollmentStart: '2026-11-01',
  openEnrollmentEnd: '2027-01-15',
  currentPlanYear: '2026',
  upcomingPlanYear: '2027',
  coverageEndDateUponCancellation: '2026-12-31',
  coverageStartDateUponRenewal: null,
  directPlanCancellationStatus: null,
  directCancellationOptions: [],
  directShopUrl: null,
  exchangeUrl: null,
  exchangeUrlLabel: null,
  ...over,
})

/** `GET referrals` entry: avery's approved cardiology referral, 2 of 6 visits used. */
export const referral = (over: Record<string, unknown> = {}) => ({
  referralId: 'RF1',
  memberKey: 'M',
  memberName: 'Avery Thompson',
  providerId: 'S1',
  providerName: 'Rose City Cardiology',
  specialty: 'Cardiology',
  statusCode: 'A',
  statusDescription: 'Approved',
  startDate: '2026-01-10',
  endDate: '2026-07-09',
  visitsAuthorized: 6,
  visitsUsed: 2,
  ...over,
})
