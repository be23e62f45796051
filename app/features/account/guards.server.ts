/**
 * The settings guard (spec section 2): the account state (`requireAccount`, the platform's one
 * helper for every member page that needs it), then settings refused with the 403 error page for
 * dependents on the partner brand and dependents under 18 (`canOpenSettings`). Actions call it
 * too: a parent loader does not guard a child's action.
 */
import { data } from '@remix-run/node'
import type { PromiseHash } from 'remix-utils/promise'
import { requireAccount, type PageCalls } from '~/platform/session/account-state.server'
import { isAdult } from '~/platform/plan/eligibility'
import { canOpenSettings } from '~/platform/plan/permissions'
import type { PageArgs } from '~/platform/context/load-context.server'

export async function requireSettings<H extends PromiseHash = Record<never, never>>(
  args: PageArgs,
  calls?: PageCalls<H>,
) {
  const ctx = await requireAccount(args, calls)
  const allowed = canOpenSettings({
    domainId: ctx.brand.domainId,
    memberSuffix: ctx.member.memberSuffix,
    isAdult: isAdult(ctx.member.dateOfBirth, new Date()),
  })
  if (!allowed) throw data({ signedIn: true }, { status: 403 })
  return ctx
}
