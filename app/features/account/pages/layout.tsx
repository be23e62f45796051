import { Outlet } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/ui/error-boundary'

export default function AccountLayout() {
  return <Outlet />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
