import { type LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { failTo } from '~/gateway/failures.server'
import { loadAccountState } from '~/member/account.server'
import { requireMember } from '~/session/auth.server'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { BasicFrame } from '~/ui/shell/basic-frame'

/** Signed-in member pages: a full token, account state loaded once for the shell and children. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireMember(request)
  const { member } = await loadAccountState(ctx).catch(failTo(request))
  return { firstName: member.firstName }
}

export default function MemberLayout() {
  useLoaderData<typeof loader>()
  return (
    <BasicFrame>
      <Outlet />
    </BasicFrame>
  )
}

export function ErrorBoundary() {
  return (
    <BasicFrame>
      <GeneralErrorBoundary />
    </BasicFrame>
  )
}
