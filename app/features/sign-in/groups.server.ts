/**
 * Choosing a group (spec section 4 'Group selection', section 2 'Select group'): the group already
 * tied to the token goes straight on; another of the member's groups gets a new token from
 * `POST group-selection` (the old token's cached calls are cleared). Shared by /group-selection
 * (temporary token) and /select-group (signed in).
 */
import { parseForm } from '~/platform/forms/submission'
import type { Session } from '@remix-run/node'
import type { Brand } from '~/platform/config/brands'
import type { MemberApi } from '~/platform/gateway/client.server'
import type { TokenClaims } from '@member-dashboard/contract'
import { failTo } from '~/platform/failures/failures.server'
import { replyInvalid } from '~/platform/forms/reply.server'
import { endToken } from '~/platform/session/revocation.server'
import { groupChoice, GROUP_CHOICE_REFUSED } from './sign-in'
import { chooseGroupSchema } from './sign-in-schemas'
import type { SessionData } from '~/platform/session/session.server'
import type { PageArgs } from '~/platform/context/load-context.server'

type GroupContext = {
  api: MemberApi
  brand: Brand
  claims: TokenClaims
  token: string
  session: Session<SessionData>
}

/**
 * Applies the member's choice to the session: the session then holds the chosen group's token and
 * records the choice (`refused: null`). A group that is not one of `groupIds()` (a forged field)
 * changes nothing and is refused on the form. A failed switch opens the error page for its status
 * ("group switch" is a page-level failure).
 */
export async function chooseGroup(args: PageArgs, ctx: GroupContext, groupIds: () => Promise<string[]>) {
  const { request } = args
  const submission = parseForm(await request.formData(), { schema: chooseGroupSchema })
  // No group sent (an empty POST): the cards have no field to show it on, so say it above them.
  if (submission.status !== 'success') {
    const formErrors = submission.error?.[''] ? undefined : [GROUP_CHOICE_REFUSED]
    return { refused: replyInvalid(submission, { formErrors }) }
  }
  const groupId = submission.value.groupId
  const choice = groupChoice(groupId, await groupIds(), ctx.claims.groupId)
  if (choice === 'unknown')
    return { refused: replyInvalid(submission, { formErrors: [GROUP_CHOICE_REFUSED] }) }
  if (choice === 'switch') {
    const { token } = await ctx.api.selectGroup({ groupId, domain: ctx.brand.domainId }).catch(failTo(args))
    // The token of the other group ends here (decisions 137, 247): the session holds the new one.
    await endToken(ctx.token)
    ctx.session.set('token', token)
  }
  ctx.session.set('groupSelected', true)
  return { refused: null }
}
