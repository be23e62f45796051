import { Container } from '~/ui/layout'
import { useTranslation } from '~/platform/i18n/use-translation'
import { useLocation } from '@remix-run/react'
import type { Brand } from '~/platform/config/brands'
import { BrandLogo } from './brand-logo'
import type { MenuItem } from './menus'
import { isActivePrimaryEntry, type ShellMenus } from './shell'
import { MenuLink, MenuLinks } from './menu-link'
import { useCollapsingMenus } from './use-collapsing-menus'
import { AppLink } from '~/ui/app-link'

export interface TopNavigationProps {
  brand: Pick<Brand, 'brandImage' | 'productDisplayName'>
  firstName: string
  menus: Pick<ShellMenus, 'primary' | 'utility' | 'account' | 'accountDesktop'>
}

/**
 * The fixed top navigation (spec section 2 'Page shell', 'Menus'): brand logo, primary menu, account
 * menu under the member's first name, utility menu. Menus with children are <details>
 * disclosures, so they work without JavaScript; on phones (up to 767 px) everything collapses into
 * one 'Menu' disclosure. With JavaScript, a navigation, a click outside, Escape or a breakpoint
 * change closes open menus.
 */
export function TopNavigation({ brand, firstName, menus }: TopNavigationProps) {
  const { pathname } = useLocation()
  const headerRef = useCollapsingMenus<HTMLElement>(pathname)
  const { t } = useTranslation()
  return (
    <header className="shell-header" ref={headerRef}>
      <Container size="xl" className="shell-bar">
        <AppLink to="/home" className="shell-brand">
          <BrandLogo brand={brand} height={36} />
        </AppLink>
        <nav aria-label={t('shell.primary')} className="shell-wide">
          <ul className="shell-nav-list">
            {menus.primary.map((item) => (
              <li key={item.title}>
                <PrimaryEntry item={item} currentPath={pathname} />
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('shell.account')} className="shell-wide">
          <details>
            <summary className="shell-menu-summary" data-active={pathname.startsWith('/account')}>
              {firstName}
              <span className="visually-hidden">{t('shell.accountMenu')}</span>
            </summary>
            <MenuLinks
              items={menus.accountDesktop}
              tabletExtras={menus.utility.filter(
                (u) => !menus.accountDesktop.some((a) => a.target === u.target),
              )}
              currentPath={pathname}
              className="shell-panel shell-panel-end"
            />
          </details>
        </nav>
        <nav aria-label={t('shell.utility')} className="shell-wide shell-utility">
          <ul className="shell-nav-list">
            {menus.utility.map((item) => (
              <li key={item.title}>
                <MenuLink item={item} currentPath={pathname} className="shell-nav-link" />
              </li>
            ))}
          </ul>
        </nav>
        <details className="shell-mobile" data-testid="phone-menu">
          <summary className="shell-menu-summary">{t('shell.menu')}</summary>
          <nav aria-label={t('shell.menu')} className="shell-mobile-panel">
            <p className="shell-mobile-heading">{t('shell.signedInAs', { name: firstName })}</p>
            <ul>
              {menus.primary.map((item) => (
                <li key={item.title}>
                  {item.children?.length ? (
                    <>
                      <span className="shell-mobile-group">{item.title}</span>
                      <MenuLinks items={item.children} currentPath={pathname} />
                    </>
                  ) : (
                    <MenuLink item={item} currentPath={pathname} />
                  )}
                </li>
              ))}
            </ul>
            <p className="shell-mobile-heading">{t('shell.myAccount')}</p>
            <MenuLinks items={menus.account.filter((i) => i.target !== '/logout')} currentPath={pathname} />
            <p className="shell-mobile-heading">{t('shell.more')}</p>
            <MenuLinks items={menus.utility} currentPath={pathname} />
          </nav>
        </details>
      </Container>
    </header>
  )
}

function PrimaryEntry({ item, currentPath }: { item: MenuItem; currentPath: string }) {
  if (!item.children?.length)
    return <MenuLink item={item} currentPath={currentPath} className="shell-nav-link" />
  return (
    <details>
      <summary className="shell-menu-summary" data-active={isActivePrimaryEntry(currentPath, item)}>
        {item.title}
      </summary>
      <MenuLinks items={item.children} currentPath={currentPath} className="shell-panel" />
    </details>
  )
}
