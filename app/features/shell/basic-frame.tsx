import { Container } from '~/ui/layout'
import { useMessages, useTranslation } from '~/platform/i18n/use-translation'
import { translateTitles } from '~/platform/i18n/menu-titles'
import { useLocation, useRouteLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { brands, DOMAIN } from '~/platform/config/brands'
import type { DomainId } from '@member-dashboard/contract'
import { BrandLogo } from './brand-logo'
import { utilityMenu } from './menus'
import { MenuLink } from './menu-link'
import { PageFrame } from './page-frame'
import { SiteFooter } from './site-footer'
import { AppLink } from '~/ui/app-link'
import { useSignedIn } from '~/platform/signed-in'

/**
 * The public frame (skip link, banner with the utility menu, main landmark, footer) of signed-out
 * and temporary-token pages, and of error pages outside the member shell (the root boundary; the
 * member layout's boundary when the shell's own data failed). Signed out, the utility menu offers
 * 'Log in' and 'Contact us' (none on the main brand); signed in, 'Contact us' and 'Log out'.
 */
export function BasicFrame({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData('root') as { domainId: DomainId } | undefined
  const { pathname } = useLocation()
  const domainId = root?.domainId ?? DOMAIN.MAIN
  const brand = brands[domainId]
  const signedIn = useSignedIn()
  const { t } = useTranslation()
  const utility = translateTitles(utilityMenu({ signedIn, domainId }), useMessages('menus').messages)
  return (
    <PageFrame
      size="lg"
      header={
        <header className="shell-header">
          <Container size="xl" className="shell-bar">
            <AppLink to={signedIn ? '/home' : '/login'} className="shell-brand">
              <BrandLogo brand={brand} height={36} />
            </AppLink>
            {utility.length > 0 && (
              <nav aria-label={t('shell.utility')}>
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
      }
      footer={<SiteFooter brand={brand} />}
    >
      {children}
    </PageFrame>
  )
}
