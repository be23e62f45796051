/**
 * Choosing a group (spec section 4 'Group selection', section 2 'Select group'): the group already
 * tied to the token goes straight on; another of the member's groups gets a new token from
 * `POST group-selection` (the old token's cached calls are cleared). Shared by /group-selection
 * (temporary token) and /select-group (signed in).
 */
import type { Session } from '@remix-run/node'
import type { Brand } from '~/platform/config/brands'
import { memberCache, type MemberApi } from '~/platform/gateway/client.server'
import type { TokenClaims } from '@member-dashboard/contract'
import { failTo } from '~/platform/failures/failures.server'
import { groupChoice } from './sign-in'
import type { SessionData } from '~/platform/session/session.server'

type GroupContext = {
  api: MemberApi
  brand: Brand
  claims: TokenClaims
  token: string
  session: Session<SessionData>
}

/**
 * Applies the member's choice to the session: 'unknown' (not one of `groupIds`: a forged field,
 * nothing changes), else the session holds the chosen group's token and records the choice.
 * A failed switch opens the error page for its status ("group switch" is a page-level failure).
 */
export async function chooseGroup(
  request: Request,
  ctx: GroupContext,
  groupId: FormDataEntryValue | null,
  groupIds: readonly string[],
): Promise<'unknown' | 'chosen'> {
  if (typeof groupId !== 'string') return 'unknown'
  const choice = groupChoice(groupId, groupIds, ctx.claims.groupId)
  if (choice === 'unknown') return 'unknown'
  if (choice === 'switch') {
    const { token } = await ctx.api
      .selectGroup({ groupId, domain: ctx.brand.domainId })
      .catch(failTo(request))
    memberCache.clearToken(ctx.token)
    ctx.session.set('token', token)
  }
  ctx.session.set('groupSelected', true)
  return 'chosen'
}
