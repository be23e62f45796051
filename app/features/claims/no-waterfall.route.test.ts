/**
 * No waterfall (issue 14, decision 113): a claims-area page's own gateway calls start together
 * with the account state, not after it. The fake gateway holds every answer 15 ms and counts the
 * calls in flight: all of a page's calls in flight at once means one round trip, not two.
 */
import { describe, expect, it } from 'vitest'
import { loader as claimsLoader } from '~/routes/_member.claims._index'
import { loader as claimLoader } from '~/routes/_member.claims.$claimNumber'
import { loader as navitusLoader } from '~/routes/_member.navitus'
import { loader as eobsLoader } from '~/routes/_member.eobs'
import { memberCache } from '~/platform/gateway/transport.server'
import {
  account,
  args,
  member,
  program,
  appRequest,
  startFakeGateway,
  signedInCookie,
  signedInRequest,
} from '../../../tests/fake-gateway'

const answer = startFakeGateway()
const family = [member('M-AVERY', 0), { ...member('M-CAMERON', 2), dateOfBirth: '2010-06-01' }]
const claimPage = { content: [], totals: null, number: 0, size: 10, totalElements: 0, totalPages: 0 }
// A new token each time: nothing comes from the per-token cache.
const request = async (path: string) => signedInRequest(path, { claims: { memberKey: 'M-AVERY' } })

describe('claims pages call the gateway in one round trip', () => {
  it('/claims: the programs and the claims start with the account state', async () => {
    const fake = answer({ 'GET account': account(family), 'GET programs': [], 'GET claims': claimPage })
    await claimsLoader(args(await request('/claims?status=paid')))
    expect(fake.paths().sort()).toEqual(['GET account', 'GET claims', 'GET programs'])
    expect(fake.stats.maxInFlight).toBe(3)
  })

  it('/claims filtered by a family member: the claims wait for the account (the member key is in it)', async () => {
    const fake = answer({ 'GET account': account(family), 'GET programs': [], 'GET claims': claimPage })
    await claimsLoader(args(await request('/claims?member=2')))
    expect(fake.stats.calls.find((c) => c.path === 'claims')?.query.memberKey).toBe('M-CAMERON')
    expect(fake.stats.maxInFlight).toBe(2)
  })

  it('/claims/{claimNumber}: the claim starts with the account state', async () => {
    const detail = { claimNumber: 'CL1', memberKey: 'M-AVERY', serviceLines: [] }
    const fake = answer({ 'GET account': account(family), 'GET claims/CL1': detail })
    await claimLoader({ ...args(await request('/claims/CL1')), params: { claimNumber: 'CL1' } })
    expect(fake.paths().sort()).toEqual(['GET account', 'GET claims/CL1'])
    expect(fake.stats.maxInFlight).toBe(2)
  })

  it('/navitus: the programs start with the account state', async () => {
    const fake = answer({ 'GET account': account(family), 'GET programs': [program(37, { eligible: true })] })
    await navitusLoader(args(await request('/navitus')))
    expect(fake.stats.maxInFlight).toBe(2)
  })
})

describe('/eobs: what the token is known to be ends the waterfall (issue 25)', () => {
  const eobPage = { ...claimPage, content: [] }
  const thrown = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (e: { init?: ResponseInit }) => e,
    )

  it("first visit: the account first (a dependent's EOBs are never asked for); after it, one round", async () => {
    const cookie = await signedInCookie({ memberKey: 'M-AVERY' })
    let fake = answer({ 'GET account': account(family), 'GET eobs': eobPage })
    await eobsLoader(args(await appRequest('/eobs', { cookie })))
    expect(fake.stats.maxInFlight).toBe(1)
    // Later, with the same token, once the call cache has let the account go: the EOBs start with it.
    memberCache.clearAll()
    fake = answer({ 'GET account': account(family), 'GET eobs': eobPage })
    await eobsLoader(args(await appRequest('/eobs?page=2', { cookie })))
    expect(fake.paths().sort()).toEqual(['GET account', 'GET eobs'])
    expect(fake.stats.maxInFlight).toBe(2)
  })

  it('a dependent known from an earlier page gets the 403 page at once, with no EOB call', async () => {
    const cookie = await signedInCookie({ memberKey: 'M-CAMERON' })
    answer({ 'GET account': account(family), 'GET eobs': eobPage })
    expect((await thrown(eobsLoader(args(await appRequest('/eobs', { cookie })))))?.init?.status).toBe(403)
    memberCache.clearAll()
    const fake = answer({ 'GET account': account(family), 'GET eobs': eobPage })
    expect((await thrown(eobsLoader(args(await appRequest('/eobs', { cookie })))))?.init?.status).toBe(403)
    expect(fake.paths()).toEqual([])
  })
})
