import { useRouteLoaderData } from '@remix-run/react'
// The styles of the Mantine components the member pages render themselves (the claims filters'
// fieldset, the referrals' checkbox, the selects), with every member page: they are not in
// the root stylesheet, which /login loads too (decision 171). Tables are the app's own (decision 176).
import '@mantine/core/styles/Combobox.css'
import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Checkbox.css'
import '@mantine/core/styles/Fieldset.css'
import type { ReactNode } from 'react'
import { brands, DOMAIN } from '~/platform/config/brands'
import type { DomainId } from '@member-dashboard/contract'
import type { FlashNotification } from '~/platform/session/flash'
import { BasicFrame } from './basic-frame'
import { MemberShell } from './member-shell'
import type { loadMemberLayout } from './member-layout.server'

/** The member layout's route id (app/routes/_member.tsx). */
export const MEMBER_LAYOUT_ROUTE_ID = 'routes/_member'

type RootData = { domainId: DomainId; notification: FlashNotification | null }

/**
 * The frame of every page under the member layout, for its page and for its error boundary alike:
 * the member shell with the header data the layout loaded; the public frame when there is none (a
 * visitor who is not signed in on a page open to everyone, or the layout's own loader failed).
 */
export function MemberFrame({ children }: { children: ReactNode }) {
  const shell = useRouteLoaderData<typeof loadMemberLayout>(MEMBER_LAYOUT_ROUTE_ID)
  const root = useRouteLoaderData('root') as RootData | undefined
  if (!shell) return <BasicFrame>{children}</BasicFrame>
  return (
    <MemberShell brand={brands[root?.domainId ?? DOMAIN.MAIN]} flash={root?.notification ?? null} {...shell}>
      {children}
    </MemberShell>
  )
}
