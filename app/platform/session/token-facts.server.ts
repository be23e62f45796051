/**
 * What the dashboard has learned about a token's member that does not change while the token lives
 * (issue 25): the signed-in member's suffix, and the members a provider search for a family member
 * is made for. A page whose call
 * needs one of them starts that call together with the account state instead of after it, and
 * still checks the account it loaded before showing anything. A fact is only ever a head start:
 * in this process, for the token's lifetime at most, and a miss (another instance, a restart)
 * costs the round trip it saves, never a wrong answer.
 */
import { LRUCache } from 'lru-cache'
import type { Member } from '@member-dashboard/contract'
import { tokenScope } from '~/platform/gateway/cache.server'

/** A token lives 2 hours at most (the sandbox's and the spec's lifetime); a fact no longer. */
const FACT_TTL_MS = 2 * 60 * 60 * 1000

type SearchMembers = { memberKey: string; effectiveDate: string }[]
type TokenFacts = {
  principalSuffix?: number
  searchMembers?: Record<number, SearchMembers>
}

function learn(token: string, learned: TokenFacts) {
  const scope = tokenScope(token)
  facts.set(scope, { ...facts.get(scope), ...learned })
}

const facts = new LRUCache<string, TokenFacts>({ max: 20_000, ttl: FACT_TTL_MS, ttlAutopurge: true })

/** What an account answer tells about the token: kept each time the account state loads. */
export function learnFromAccount(token: string, principal: Pick<Member, 'memberSuffix'>) {
  learn(token, { principalSuffix: principal.memberSuffix })
}

/** The signed-in member's suffix, if an earlier page loaded the account with this token. */
export function knownPrincipalSuffix(token: string): number | undefined {
  return facts.get(tokenScope(token))?.principalSuffix
}

/** The members (key, effective date) of the last provider search for the family member `suffix`. */
export function learnSearchMembers(token: string, suffix: number, members: SearchMembers) {
  const known = facts.get(tokenScope(token))?.searchMembers
  learn(token, { searchMembers: { ...known, [suffix]: members } })
}

export function knownSearchMembers(token: string, suffix: number): SearchMembers | undefined {
  return facts.get(tokenScope(token))?.searchMembers?.[suffix]
}
