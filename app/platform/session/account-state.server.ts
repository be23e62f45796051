/**
 * Account state every member page rests on: the account details and the signed-in
 * ("principal") member among its members.
 */
import { promiseHash, type PromiseHash } from 'remix-utils/promise'
import type { AccountDetails, Member } from '@member-dashboard/contract'
import type { PageArgs } from '~/platform/context/load-context.server'
import { failTo } from '~/platform/failures/failures.server'
import { requireMember, type MemberContext } from './auth.server'
import { learnFromAccount } from './token-facts.server'

export function principalMember(account: AccountDetails, memberKey: string | null): Member {
  const found = account.members.find((m) => m.memberKey === memberKey)
  // A token always names one of its account's members; the subscriber is the safe fallback.
  return found ?? account.members.find((m) => m.memberSuffix === 0) ?? account.members[0]
}

/** The account and the signed-in member: loaded at most once for a page's loaders (decision 255). */
export function loadAccountState(ctx: MemberContext) {
  return ctx.context.once(`account ${ctx.token}`, async () => {
    const account = await ctx.api.account()
    const member = principalMember(account, ctx.claims.memberKey)
    learnFromAccount(ctx.token, member)
    return { account, member }
  })
}

/** The calls a page makes beside the account state, by name. */
export type PageCalls<H extends PromiseHash> = (ctx: MemberContext) => H

/**
 * The account state of a signed-in member and a page's own `calls`, started together (no
 * waterfall, decision 113); any of them failing opens the error page at the same address, unless
 * the caller handles failures itself (`failures: 'thrown'`: a download that sends the member back
 * to its page instead).
 */
export async function loadAccount<H extends PromiseHash = Record<never, never>>(
  ctx: MemberContext,
  args: PageArgs,
  calls?: PageCalls<H>,
  failures: 'error page' | 'thrown' = 'error page',
) {
  const both = Promise.all([loadAccountState(ctx), promiseHash(calls ? calls(ctx) : ({} as H))])
  const [state, loaded] = await (failures === 'thrown' ? both : both.catch(failTo(args)))
  return { ...ctx, ...state, ...loaded }
}

/** A signed-in member (else the sign-in page) with the account state and the page's `calls`. */
export async function requireAccount<H extends PromiseHash = Record<never, never>>(
  args: PageArgs,
  calls?: PageCalls<H>,
) {
  return loadAccount(await requireMember(args), args, calls)
}

export type AccountContext = Awaited<ReturnType<typeof requireAccount>>
