import { data } from '@remix-run/node'
import { requireAccount } from './guards.server'
import { failTo } from '~/platform/failures/failures.server'
import { isMemberTermed } from '~/platform/plan/eligibility'
import { showEbillMenu } from '~/platform/plan/permissions'

/** eBill: only for members with eBill who are not termed, never on the partner brand (403 otherwise). */
export async function requireEbill(request: Request) {
  const ctx = await requireAccount(request)
  const [hasEbill, family] = await Promise.all([ctx.api.hasEbill(), ctx.api.familyEligibility()]).catch(
    failTo(request),
  )
  const isTermed = isMemberTermed(family, ctx.member.memberKey, new Date())
  if (!showEbillMenu({ domainId: ctx.brand.domainId, hasEbill, isTermed })) {
    throw data({ signedIn: true }, { status: 403 })
  }
  return ctx
}
