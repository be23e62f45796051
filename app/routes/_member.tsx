import { Outlet } from '@remix-run/react'
import { MemberFrame } from '~/features/shell/member-frame'
import { GeneralErrorBoundary } from '~/ui/error-boundary'

/**
 * Signed-in member pages: a full token, then the header data in parallel for the shell's menus,
 * alerts and footer. The member frame's one error boundary: an error of any page below renders
 * inside the shell (menus included); when the layout's own data failed, in the public frame.
 */
export { loadMemberLayout as loader } from '~/features/shell/member-layout.server'

export default function MemberLayout() {
  return (
    <MemberFrame>
      <Outlet />
    </MemberFrame>
  )
}

export function ErrorBoundary() {
  return (
    <MemberFrame>
      <GeneralErrorBoundary />
    </MemberFrame>
  )
}
