/**
 * Guards of the account area: account state first (spec section 2), settings refused with the
 * 403 error page for dependents on the partner brand and dependents under 18 (`canOpenSettings`).
 * Actions call these too: a parent loader does not guard a child's action.
 * A page's own gateway calls (`calls`) start together with the account call, never after it (no
 * waterfall, decision 113); any of them failing opens the error page at the same address.
 */
import { data } from '@remix-run/node'
import { promiseHash, type PromiseHash } from 'remix-utils/promise'
import { failTo } from '~/platform/failures/failures.server'
import { loadAccountState } from '~/platform/session/account-state.server'
import { isAdult } from '~/platform/plan/eligibility'
import { canOpenSettings } from '~/platform/plan/permissions'
import { requireMember, type MemberContext } from '~/platform/session/auth.server'

/** The calls a page makes beside the account state, by name. */
export type PageCalls<H extends PromiseHash> = (ctx: MemberContext) => H

export async function requireAccount<H extends PromiseHash = Record<never, never>>(
  request: Request,
  calls?: PageCalls<H>,
) {
  const ctx = await requireMember(request)
  const [state, loaded] = await Promise.all([
    loadAccountState(ctx),
    promiseHash(calls ? calls(ctx) : ({} as H)),
  ]).catch(failTo(request))
  return { ...ctx, ...state, ...loaded }
}

export type AccountContext = Awaited<ReturnType<typeof requireAccount>>

export async function requireSettings<H extends PromiseHash = Record<never, never>>(
  request: Request,
  calls?: PageCalls<H>,
) {
  const ctx = await requireAccount(request, calls)
  const allowed = canOpenSettings({
    domainId: ctx.brand.domainId,
    memberSuffix: ctx.member.memberSuffix,
    isAdult: isAdult(ctx.member.dateOfBirth, new Date()),
  })
  if (!allowed) throw data({ signedIn: true }, { status: 403 })
  return ctx
}
