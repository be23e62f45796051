/**
 * Account state every member page rests on: the account details and the signed-in
 * ("principal") member among its members.
 */
import type { AccountDetails, Member } from '@member-dashboard/contract'
import type { MemberContext } from './auth.server'

export function principalMember(account: AccountDetails, memberKey: string | null): Member {
  const found = account.members.find((m) => m.memberKey === memberKey)
  // A token always names one of its account's members; the subscriber is the safe fallback.
  return found ?? account.members.find((m) => m.memberSuffix === 0) ?? account.members[0]
}

export async function loadAccountState(ctx: MemberContext) {
  const account = await ctx.api.account()
  return { account, member: principalMember(account, ctx.claims.memberKey) }
}
