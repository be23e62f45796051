import { data } from '@remix-run/node'
import type { PromiseHash } from 'remix-utils/promise'
import { requireAccount, type PageCalls } from './guards.server'
import { isMemberTermed } from '~/platform/plan/eligibility'
import { showEbillMenu } from '~/platform/plan/permissions'

/**
 * eBill: only for members with eBill who are not termed, never on the partner brand (403 otherwise).
 * The rule's two calls and the page's own `calls` start with the account state (no waterfall).
 */
export async function requireEbill<H extends PromiseHash = Record<never, never>>(
  request: Request,
  calls?: PageCalls<H>,
) {
  const ctx = await requireAccount(request, (member) => ({
    ...(calls ? calls(member) : ({} as H)),
    hasEbill: member.api.hasEbill(),
    family: member.api.familyEligibility(),
  }))
  const isTermed = isMemberTermed(ctx.family, ctx.member.memberKey, new Date())
  if (!showEbillMenu({ domainId: ctx.brand.domainId, hasEbill: ctx.hasEbill, isTermed })) {
    throw data({ signedIn: true }, { status: 403 })
  }
  return ctx
}
