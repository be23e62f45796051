import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { requireAccount } from '~/platform/session/account-state.server'

/** The account area loads account state first (spec section 2); /account opens the summary. */
export async function loader(args: LoaderFunctionArgs) {
  const { request } = args
  const url = new URL(request.url)
  if (url.pathname.replace(/\/$/, '') === '/account') throw redirect('/account/summary')
  const { account, member } = await requireAccount(args)
  return { subscriberId: account.subscriberId, memberSuffix: member.memberSuffix }
}
