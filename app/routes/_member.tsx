import { type LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { brands } from '~/platform/config/brands'
import { failTo } from '~/platform/failures/failures.server'
import { readDismissedAlerts } from '~/features/shell/alerts.server'
import { loadHeaderData } from '~/features/shell/header-data.server'
import type { loader as rootLoader } from '~/root'
import { requireMember } from '~/platform/session/auth.server'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { BasicFrame } from '~/features/shell/basic-frame'
import { MemberShell } from '~/features/shell/member-shell'

/**
 * Signed-in member pages: a full token, then the header data (spec section 4) in parallel for the
 * shell's menus, alerts and footer. Child loaders reuse the same calls through the per-token cache.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireMember(request)
  const dismissedAlerts = await readDismissedAlerts(request)
  const header = await loadHeaderData(ctx, { dismissedAlerts }).catch(failTo(request))
  return {
    firstName: header.member.firstName,
    menus: header.menus,
    alerts: header.alerts,
    accreditation: header.accreditation,
  }
}

export default function MemberLayout() {
  const { firstName, menus, alerts, accreditation } = useLoaderData<typeof loader>()
  const root = useRouteLoaderData<typeof rootLoader>('root')
  return (
    <MemberShell
      brand={brands[root?.domainId ?? 1]}
      firstName={firstName}
      menus={menus}
      alerts={alerts}
      accreditation={accreditation}
      flash={root?.notification ?? null}
    >
      <Outlet />
    </MemberShell>
  )
}

export function ErrorBoundary() {
  return (
    <BasicFrame>
      <GeneralErrorBoundary />
    </BasicFrame>
  )
}
