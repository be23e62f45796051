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
import type { AccountDetails, Member, PcpMembers, TokenClaims } from '@member-dashboard/contract'
import { tokenScope } from '~/platform/gateway/cache.server'
import type { MemberApi } from '~/platform/gateway/client.server'

/** A token lives 2 hours at most (the sandbox's and the spec's lifetime); a fact no longer. */
const FACT_TTL_MS = 2 * 60 * 60 * 1000

type SearchMembers = { memberKey: string; effectiveDate: string }[]
/** A family member as pcp/members lists them: who a provider search is for, and when they may have one. */
export type PcpMemberFact = Pick<PcpMembers['members'][number], 'suffix' | 'memberKey' | 'eligibleDates'>
type TokenFacts = {
  principalSuffix?: number
  searchMembers?: Record<number, SearchMembers>
  /** pcp/members' family members as the sign-in found them (issue 45). */
  pcpMembers?: PcpMemberFact[]
  /** The session's sign-in facts were taken in (once per token and process). */
  fromSignIn?: true
}

/**
 * What the sign-in learned about its token (issue 45): kept in the session (`signInFacts`), so a
 * member's first visit of a page on any instance starts all its calls at once. `scope` is the
 * token's (a session's token changes with a group switch: facts of another token are ignored).
 */
export type SignInFacts = {
  scope: string
  principalSuffix: number | null
  pcpMembers: PcpMemberFact[]
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

/** The family member `suffix` as pcp/members listed them at sign-in (key, eligible dates), if known. */
export function knownPcpMember(token: string, suffix: number): PcpMemberFact | undefined {
  return facts.get(tokenScope(token))?.pcpMembers?.find((m) => m.suffix === suffix)
}

/**
 * Asks, beside the sign-in's own calls, what the member's first pages would otherwise wait for:
 * the account (the signed-in member's suffix) and pcp/members (the family's keys and eligible
 * dates, which a provider search sends). Best effort: a call that fails leaves its fact out.
 * With the call cache on, the first page finds both answers cached.
 */
export async function learnAtSignIn(
  api: Pick<MemberApi, 'account' | 'pcpMembers'>,
  token: string,
  claims: Pick<TokenClaims, 'memberKey'>,
): Promise<SignInFacts> {
  const [account, pcp] = await Promise.all([
    api.account().catch((): AccountDetails | null => null),
    api.pcpMembers().catch((): PcpMembers | null => null),
  ])
  const principal = account?.members.find((m) => m.memberKey === claims.memberKey)
  const learned: SignInFacts = {
    scope: tokenScope(token),
    principalSuffix: principal?.memberSuffix ?? null,
    pcpMembers: (pcp?.members ?? []).map(({ suffix, memberKey, eligibleDates }) => ({
      suffix,
      memberKey,
      eligibleDates,
    })),
  }
  takeSignInFacts(token, learned)
  return learned
}

/** The session's sign-in facts for its token (requireMember, each request): taken in once per process. */
export function takeSignInFacts(token: string, signIn: SignInFacts | undefined) {
  if (!signIn) return
  const scope = tokenScope(token)
  const known = facts.get(scope)
  if (known?.fromSignIn || signIn.scope !== scope) return
  facts.set(scope, {
    ...(signIn.principalSuffix === null ? {} : { principalSuffix: signIn.principalSuffix }),
    pcpMembers: signIn.pcpMembers,
    ...known,
    fromSignIn: true,
  })
}
