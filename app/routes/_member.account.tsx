import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { Outlet } from '@remix-run/react'
import { requireAccount } from '~/platform/session/account-state.server'
import { GeneralErrorBoundary } from '~/ui/error-boundary'

/** The account area loads account state first (spec section 2); /account opens the summary. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  if (url.pathname.replace(/\/$/, '') === '/account') throw redirect('/account/summary')
  const { account, member } = await requireAccount(request)
  return { subscriberId: account.subscriberId, memberSuffix: member.memberSuffix }
}

export default function AccountLayout() {
  return <Outlet />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
