/**
 * The one typed client of the member API (spec section 7).
 * - Base URL from GATEWAY_URL; every request carries `Authorization: Bearer <token>` from the
 *   session unless a header is already set.
 * - A time-out (GATEWAY_TIMEOUT_MS) becomes a 408; an unreachable gateway a 503; an answer that
 *   does not match the shared contract a 502. Errors are `GatewayError` with the status.
 * - GET results are cached per method and arguments and per token; any successful write clears
 *   the token's cached entries.
 */
import { z } from 'zod'
import { env } from '~/platform/config/env.server'
import { createMemberCache, type CacheArgument } from './cache.server'
import * as c from '@member-dashboard/contract'
import { GatewayError } from './errors'

export const memberCache = createMemberCache({ ttlMs: env.cacheTtlMs, max: env.cacheMaxEntries })

type Query = Record<string, CacheArgument | undefined | null>
type CallOptions = { query?: Query; body?: unknown; headers?: Record<string, string>; cache?: boolean }

export type GatewayClientOptions = {
  token: string | null
  baseUrl?: string
  timeoutMs?: number
  cache?: typeof memberCache
}

export function createGatewayClient(options: GatewayClientOptions) {
  const baseUrl = (options.baseUrl ?? env.gatewayUrl).replace(/\/$/, '')
  const timeoutMs = options.timeoutMs ?? env.gatewayTimeoutMs
  const cache = options.cache ?? memberCache
  const token = options.token

  function urlFor(path: string, query?: Query) {
    const url = new URL(`${baseUrl}/${path}`)
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value === undefined || value === null) continue
      url.searchParams.set(name, value instanceof Date ? value.toISOString().slice(0, 10) : String(value))
    }
    return url
  }

  async function send(method: string, path: string, opts: CallOptions): Promise<Response> {
    const headers: Record<string, string> = {
      accept: 'application/json, application/pdf, text/plain',
      ...opts.headers,
    }
    if (!Object.keys(headers).some((h) => h.toLowerCase() === 'authorization') && token) {
      headers.authorization = `Bearer ${token}`
    }
    let body: string | undefined
    if (opts.body !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(opts.body)
    }
    let response: Response
    try {
      response = await fetch(urlFor(path, opts.query), {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      const name = (error as Error)?.name
      const status = name === 'TimeoutError' || name === 'AbortError' ? 408 : 503
      throw new GatewayError({ status, path, method })
    }
    if (!response.ok) {
      let errorBody: GatewayError['body'] = null
      try {
        const parsed = c.gatewayErrorBody.partial().safeParse(await response.json())
        if (parsed.success) errorBody = parsed.data
      } catch {
        // not a JSON error body
      }
      throw new GatewayError({ status: response.status, path, method, body: errorBody })
    }
    if (method !== 'GET') cache.clearToken(token)
    return response
  }

  async function parsed<S extends z.ZodTypeAny>(response: Response, schema: S, path: string, method: string) {
    const type = response.headers.get('content-type') ?? ''
    let value: unknown
    if (response.status === 204) value = undefined
    else if (type.includes('application/json')) value = await response.json()
    else value = await response.text()
    const result = schema.safeParse(value)
    if (!result.success)
      throw new GatewayError({ status: 502, path, method, message: `Gateway ${path} answered off contract` })
    return result.data as z.infer<S>
  }

  function cachedArgs(query?: Query): CacheArgument[] {
    return Object.entries(query ?? {})
      .filter(([, v]) => v !== undefined && v !== null)
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([k, v]) => [k, v as CacheArgument])
  }

  /** A cached GET parsed with its contract schema. */
  function get<S extends z.ZodTypeAny>(path: string, schema: S, opts: CallOptions = {}): Promise<z.infer<S>> {
    const load = async () => parsed(await send('GET', path, opts), schema, path, 'GET')
    if (opts.cache === false) return load()
    return cache.memo(token, `GET ${path}`, cachedArgs(opts.query), load)
  }

  async function write<S extends z.ZodTypeAny>(
    method: 'POST' | 'PUT',
    path: string,
    schema: S,
    opts: CallOptions = {},
  ) {
    return parsed(await send(method, path, opts), schema, path, method) as Promise<z.infer<S>>
  }

  return { token, get, write, send, urlFor }
}

export type GatewayClient = ReturnType<typeof createGatewayClient>

const anything = z.unknown()

/**
 * Every call of section 7 as a typed function. Screens call these; nothing else builds URLs.
 * `token` is the session's gateway token (null for the signed-out calls).
 */
export function createMemberApi(token: string | null, options: Omit<GatewayClientOptions, 'token'> = {}) {
  const client = createGatewayClient({ token, ...options })
  const { get, write } = client
  const p = c.paths
  return {
    client,
    // sign-in
    login: (body: z.infer<typeof c.loginRequest>) => write('POST', p.token, c.tokenResponse, { body }),
    userKey: () => get(p.tokenUserKey, c.textResponse),
    loginAs: (body: z.infer<typeof c.loginAsRequest>) => write('POST', p.loginAs, c.tokenResponse, { body }),
    selectGroup: (body: z.infer<typeof c.groupSelectionRequest>) =>
      write('POST', p.groupSelection, c.groupSelectionResponse, { body }),
    // groups and account
    groups: () => get(p.groups, c.groups),
    groupsIndividual: () => get(p.groupsIndividual, c.groupsIndividual),
    groupDetails: () => get(p.groupDetail, c.groupDetails),
    account: () => get(p.account, c.accountDetails),
    accountStatus: () => get(p.accountStatus, c.accountStatus),
    employeeInfo: () => get(p.employeeId, c.employeeInfo),
    registrationPolicies: () => get(p.registrationPolicies, c.registrationPolicyResponse),
    updateRegistrationPolicies: (body: z.infer<typeof c.registrationPolicyUpdate>) =>
      write('PUT', p.registrationPolicies, anything, { body }),
    register: (body: c.RegistrationState) => write('POST', p.registration, anything, { body }),
    validateRegistration: (body: z.infer<typeof c.registrationValidationRequest>) =>
      write('POST', p.registrationValidation, c.registrationValidationResponse, { body }),
    relevantPreferences: (query: Record<string, string>) =>
      get(p.relevantPreferences, c.preferencesWire.partial(), { query }),
    preferences: () => get(p.preferences, c.preferencesWire),
    updatePreferences: (body: z.infer<typeof c.preferencesUpdate>) =>
      write('PUT', p.preferences, anything, { body }),
    changePassword: (body: z.infer<typeof c.passwordChange>) => write('PUT', p.password, anything, { body }),
    securityQuestions: () => get(p.securityQuestions, c.securityQuestions),
    updateSecurityAnswers: (body: z.infer<typeof c.securityAnswers>) =>
      write('PUT', p.securityAnswers, anything, { body }),
    address: () => get(p.address, c.address),
    updateAddress: (body: c.Address) => write('PUT', p.address, anything, { body }),
    addressOptions: () => get(p.addressOptions, c.addressOptions),
    forgotUsername: (body: z.infer<typeof c.forgotUsernameRequest>) =>
      write('POST', p.forgotUsername, c.recoveryResponse, { body }),
    forgotPassword: (body: z.infer<typeof c.forgotPasswordRequest>) =>
      write('POST', p.forgotPassword, c.recoveryResponse, { body }),
    // benefits and eligibility
    benefits: (category: c.BenefitCategory, query: { suffix: number; asOfDate?: string }) =>
      get(p.benefits(category), c.benefitData, { query }),
    benefitHistory: () => get(p.benefitsHistory, c.benefitHistory),
    limits: (query: { suffix?: number; asOfDate?: string } = {}) =>
      get(p.benefitsLimits, c.limits, { query }),
    familyEligibility: () => get(p.familyEligibility, c.familyPlanEligibility),
    // plan management
    planManagementDetails: () => get(p.planManagementDetails, c.planManagementDetails),
    cancelPlan: (body: z.infer<typeof c.planCancellationRequest>) =>
      write('POST', p.planManagementCancellation, anything, { body }),
    // eBill
    hasEbill: () => get(p.hasEbill, c.flag),
    ebillRegistered: () => get(p.ebillRegistered, c.flag),
    showEbillAlert: () => get(p.showEbillAlert, c.flag),
    registerEbillUser: () => write('PUT', p.registerEbillUser, anything, { body: {} }),
    // ID card
    idCardEligible: () => get(p.idCardEligible, c.flag),
    /** The raw response, to stream the PDF through a resource route. */
    idCardView: () => client.send('GET', p.idCardView, { headers: { accept: 'application/pdf' } }),
    emailIdCard: (body: z.infer<typeof c.idCardEmailRequest>) =>
      write('POST', p.idCardEmail, anything, { body }),
    requestIdCard: (category: 'M' | 'D' | 'X' | 'V') =>
      get(p.idCardRequest, c.textResponse, { query: { category }, cache: false }),
    // primary care
    pcpMembers: () => get(p.pcpMembers, c.pcpMembers),
    pcpEligibility: () => get(p.pcpEligibility, c.flag),
    pcpProvider: (providerId: string) => get(p.pcpProvider, c.provider, { query: { providerId } }),
    pcpDueDate: () => get(p.pcpCityOfPortland, c.textResponse),
    selectPcp: (body: z.infer<typeof c.pcpSelectRequest>) =>
      write('POST', p.pcpSelect, c.textResponse, { body }),
    searchPcp: (body: z.infer<typeof c.pcpSearchRequest>, query: { size: number; page: number }) =>
      write('POST', p.pcpSearch, c.pcpSearchResult, { body, query }),
    // programs, referrals, materials, messages
    programs: () => get(p.programs, c.programs),
    sitecorePrograms: () => get(p.programsSitecore, c.programs),
    referrals: (query: {
      page: number
      size: number
      memberKey?: string
      statusCode?: string
      providerId?: string
      excludeExpired?: string
    }) => get(p.referrals, c.referralPage, { query }),
    referralsMetadata: (memberKey?: string) =>
      get(p.referralsMetadata, c.referralsMetadata, { query: { memberKey } }),
    hasReferrals: () => get(p.hasReferrals, c.flag),
    medicareMaterials: () => get(p.medicareMaterials, c.medicareMaterials),
    medicareMaterialsEligible: () => get(p.medicareMaterialsEligibility, c.flag),
    holidayCalendar: (domainId: c.DomainId) => get(p.messageCalendarDomain(domainId), c.messageCalendar),
    outlineOfCoverageUrl: () => get(p.handbookOoc, c.textResponse),
    alerts: () => get(p.alerts, c.globalAlerts),
    accreditation: () => get(p.accreditation, c.accreditationResponse),
    chatConfig: () => get(p.chatConfig, c.chatConfig),
  }
}

export type MemberApi = ReturnType<typeof createMemberApi>
