import { http, HttpResponse, delay } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createMemberCache } from './cache.server'
import { createMemberApi } from './client.server'
import { GatewayError } from './errors'
import { requestContextStorage } from '~/platform/security/request-context.server'

const base = 'http://gateway.test/api'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const preferences = (email: string | null) => ({
  emailAddress: email,
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

function api(token: string | null, options: { timeoutMs?: number } = {}) {
  return createMemberApi(token, {
    baseUrl: base,
    timeoutMs: options.timeoutMs ?? 2000,
    cache: createMemberCache({ ttlMs: 60_000, max: 100 }),
  })
}

describe('gateway client', () => {
  it('sends the bearer token from the session and parses with the contract', async () => {
    let auth: string | null = null
    server.use(
      http.get(`${base}/account/preferences`, ({ request }) => {
        auth = request.headers.get('authorization')
        return HttpResponse.json(preferences('avery@example.com'))
      }),
    )
    const result = await api('tok-1').preferences()
    expect(auth).toBe('Bearer tok-1')
    expect(result.emailAddress).toBe('avery@example.com')
  })

  it("passes the member's language on as Accept-Language (issue 26)", async () => {
    let language: string | null = null
    server.use(
      http.get(`${base}/account/preferences`, ({ request }) => {
        language = request.headers.get('accept-language')
        return HttpResponse.json(preferences('avery@example.com'))
      }),
    )
    await requestContextStorage.run({ requestId: 'req-12345678', cspNonce: 'n', language: 'es' }, () =>
      api('tok-1').preferences(),
    )
    expect(language).toBe('es')
  })

  it('sends no authorization header when signed out', async () => {
    let auth: string | null = 'unset'
    server.use(
      http.post(`${base}/token`, ({ request }) => {
        auth = request.headers.get('authorization')
        return HttpResponse.json({ token: 'jwt', redirect: null })
      }),
    )
    await api(null).login({ username: 'avery', password: 'x', domainId: 1 }, { trustedDevice: false })
    expect(auth).toBeNull()
  })

  it('turns an error answer into a GatewayError with the status and body', async () => {
    server.use(
      http.post(`${base}/token`, () =>
        HttpResponse.json(
          {
            status: 401,
            message: 'Unauthorized',
            errorType: 'LOGIN_ATTEMPTS_REMAINING',
            errorData: { attemptsRemaining: 3 },
          },
          { status: 401 },
        ),
      ),
    )
    const error = await api(null)
      .login({ username: 'lee', password: 'bad', domainId: 1 }, { trustedDevice: true })
      .catch((e) => e)
    expect(error).toBeInstanceOf(GatewayError)
    expect(error.status).toBe(401)
    expect(error.body.errorData.attemptsRemaining).toBe(3)
  })

  it('maps a slow gateway to 408', async () => {
    server.use(
      http.get(`${base}/account`, async () => {
        await delay(500)
        return HttpResponse.json({})
      }),
    )
    const error = await api('t', { timeoutMs: 100 })
      .account()
      .catch((e) => e)
    expect(error).toBeInstanceOf(GatewayError)
    expect(error.status).toBe(408)
  })

  it('maps an unreachable gateway to 503 and an off-contract answer to 502', async () => {
    server.use(http.get(`${base}/account`, () => HttpResponse.error()))
    expect(
      (
        await api('t')
          .account()
          .catch((e) => e)
      ).status,
    ).toBe(503)
    server.use(http.get(`${base}/account`, () => HttpResponse.json({ unexpected: true })))
    expect(
      (
        await api('t')
          .account()
          .catch((e) => e)
      ).status,
    ).toBe(502)
  })

  it('caches GETs per token and clears the token after a write', async () => {
    let calls = 0
    server.use(
      http.get(`${base}/account/preferences`, () => {
        calls++
        return HttpResponse.json(preferences(`v${calls}@example.com`))
      }),
      http.put(`${base}/account/preferences`, () => new HttpResponse(null, { status: 204 })),
    )
    const cache = createMemberCache({ ttlMs: 60_000, max: 100 })
    const avery = createMemberApi('avery-token', { baseUrl: base, cache })
    const jordan = createMemberApi('jordan-token', { baseUrl: base, cache })
    expect((await avery.preferences()).emailAddress).toBe('v1@example.com')
    expect((await avery.preferences()).emailAddress).toBe('v1@example.com')
    expect((await jordan.preferences()).emailAddress).toBe('v2@example.com')
    await avery.updatePreferences({ emailAddress: 'new@example.com' })
    expect((await avery.preferences()).emailAddress).toBe('v3@example.com')
    expect((await jordan.preferences()).emailAddress).toBe('v2@example.com')
    expect(calls).toBe(3)
  })

  it('keeps the cache through a provider search, a POST that only reads', async () => {
    let calls = 0
    server.use(
      http.get(`${base}/pcp/members`, () => {
        calls++
        return HttpResponse.json({ eligible: true, members: [], selections: [], pcp360History: [] })
      }),
      http.post(`${base}/pcp/search`, () =>
        HttpResponse.json({ data: [], page: { number: 0, size: 10, totalElements: 0, totalPages: 0 } }),
      ),
    )
    const cache = createMemberCache({ ttlMs: 60_000, max: 100 })
    const pat = createMemberApi('pat-token', { baseUrl: base, cache })
    await pat.pcpMembers().catch(() => null)
    await pat
      .searchPcp({ members: [], radius: 10, zip: '97214', searchString: '' }, { size: 10, page: 0 })
      .catch(() => null)
    await pat.pcpMembers().catch(() => null)
    expect(calls).toBe(1)
  })

  it('sends query arguments and keeps them apart in the cache', async () => {
    const seen: string[] = []
    server.use(
      http.get(`${base}/benefits/limits`, ({ request }) => {
        seen.push(new URL(request.url).search)
        return HttpResponse.json([])
      }),
    )
    const member = api('t')
    await member.limits({ suffix: 0 })
    await member.limits({ suffix: 1 })
    await member.limits({ suffix: 0 })
    expect(seen).toEqual(['?suffix=0', '?suffix=1'])
  })
})
