import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { failTo } from '~/platform/failures/failures.server'
import { requireTemporaryToken } from '~/platform/session/auth.server'
import { routeOnward } from '~/features/sign-in/post-login.server'
import { chooseGroup } from '~/features/sign-in/groups.server'
import { formMessages } from '~/platform/i18n/language.server'
import { messagesFor } from '~/platform/i18n/page-texts.server'

/** The cards are the spec's "Group list item for selection", from GET groups/individual. */
export async function loader(args: LoaderFunctionArgs) {
  const { api, brand } = await requireTemporaryToken(args)
  const groups = await api.groupsIndividual().catch(failTo(args))
  return {
    productDisplayName: brand.productDisplayName,
    groups,
    messages: messagesFor(args, { 'sign-in': 'all', validation: formMessages('sign-in') }),
  }
}

export async function action(args: ActionFunctionArgs) {
  const ctx = await requireTemporaryToken(args)
  const groupIds = async () =>
    (await ctx.api.groupsIndividual().catch(failTo(args))).map((group) => group.groupId)
  const { refused } = await chooseGroup(args, ctx, groupIds)
  return refused ?? routeOnward(args, ctx.session)
}
