import { Container } from '@mantine/core'
import { Link, useLocation, useRouteLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { brands } from '~/platform/config/brands'
import type { DomainId } from '@member-dashboard/contract'
import { utilityMenu } from './menus'
import { MenuLink } from './menu-link'
import { SiteFooter } from './site-footer'
import './shell.css'

/**
 * The minimal page frame (skip link, banner with the utility menu, main landmark, footer) used by
 * signed-out pages and by error pages that render outside the member shell. Signed out, the
 * utility menu offers 'Log in' and 'Contact us' (none on the main brand); signed in, 'Contact us'
 * and 'Log out'.
 */
export function BasicFrame({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData('root') as { domainId: DomainId; signedIn: boolean } | undefined
  const { pathname } = useLocation()
  const domainId = root?.domainId ?? 1
  const brand = brands[domainId]
  const signedIn = root?.signedIn ?? false
  const utility = utilityMenu({ signedIn, domainId })
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <header className="shell-header">
        <Container size="xl" className="shell-bar">
          <Link to={signedIn ? '/home' : '/login'} className="shell-brand">
            {brand.productDisplayName}
          </Link>
          {utility.length > 0 && (
            <nav aria-label="Utility">
              <ul className="shell-nav-list">
                {utility.map((item) => (
                  <li key={item.title}>
                    <MenuLink item={item} currentPath={pathname} className="shell-nav-link" />
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </Container>
      </header>
      <Container
        component="main"
        id="main-content"
        size="lg"
        py="xl"
        tabIndex={-1}
        style={{ outline: 'none' }}
      >
        {children}
      </Container>
      <SiteFooter brand={brand} />
    </>
  )
}
