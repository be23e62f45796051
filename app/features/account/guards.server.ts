/**
 * Guards of the account area: account state first (spec section 2), settings refused with the
 * 403 error page for dependents on the partner brand and dependents under 18 (`canOpenSettings`).
 * Actions call these too: a parent loader does not guard a child's action.
 */
import { data } from '@remix-run/node'
import { failTo } from '~/platform/failures/failures.server'
import { loadAccountState } from '~/platform/session/account-state.server'
import { isAdult } from '~/platform/plan/eligibility'
import { canOpenSettings } from '~/platform/plan/permissions'
import { requireMember } from '~/platform/session/auth.server'

export async function requireAccount(request: Request) {
  const ctx = await requireMember(request)
  const state = await loadAccountState(ctx).catch(failTo(request))
  return { ...ctx, ...state }
}

export type AccountContext = Awaited<ReturnType<typeof requireAccount>>

export async function requireSettings(request: Request) {
  const ctx = await requireAccount(request)
  const allowed = canOpenSettings({
    domainId: ctx.brand.domainId,
    memberSuffix: ctx.member.memberSuffix,
    isAdult: isAdult(ctx.member.dateOfBirth, new Date()),
  })
  if (!allowed) throw data({ signedIn: true }, { status: 403 })
  return ctx
}
