import { Anchor, Container, Text } from '~/ui/layout'
import { useTranslation } from '~/platform/i18n/use-translation'
import { useNavigation } from '@remix-run/react'
import { useEffect, useState, type ReactNode } from 'react'
import type { Brand } from '~/platform/config/brands'
import type { GlobalAlert } from '@member-dashboard/contract'
import type { AccreditationSeal, ShellMenus } from './shell'
import type { FlashNotification } from '~/platform/session/flash'
import { PageLoadingOverlay } from '~/ui/pieces/spinner'
import { GlobalAlerts } from './global-alerts'
import { NotificationCenter } from '~/ui/notification-center'
import { PageFrame } from './page-frame'
import { SiteFooter } from './site-footer'
import { TopNavigation } from './top-navigation'
import { useFocusOnNavigation } from './use-focus-on-navigation'

export interface MemberShellProps {
  brand: Brand
  firstName: string
  menus: ShellMenus
  alerts: GlobalAlert[]
  accreditation: AccreditationSeal | null
  flash: FlashNotification | null
  children: ReactNode
}

/**
 * The page shell of every signed-in page (spec section 2 'Page shell'): skip link, fixed top
 * navigation, group-switch label, global alerts, main landmark, footer, loading overlay and
 * snackbar notifications.
 */
export function MemberShell({
  brand,
  firstName,
  menus,
  alerts,
  accreditation,
  flash,
  children,
}: MemberShellProps) {
  useFocusOnNavigation()
  const { t } = useTranslation()
  return (
    <PageFrame
      size="xl"
      header={
        <>
          <TopNavigation brand={brand} firstName={firstName} menus={menus} />
          {menus.groupSwitch && (
            <div className="shell-group-switch" data-testid="group-switch">
              <Container size="xl" py={6}>
                <Text component="span" size="sm">
                  {t('shell.viewingGroup')} <strong>{menus.groupSwitch.groupName}</strong>
                  {menus.groupSwitch.dates && ` (${menus.groupSwitch.dates})`}{' '}
                </Text>
                <Anchor to={menus.groupSwitch.target} size="sm" underline="always">
                  {t('shell.changeGroup')}
                </Anchor>
              </Container>
            </div>
          )}
        </>
      }
      footer={
        <>
          <SiteFooter brand={brand} accreditation={accreditation} siteMap={menus.primary} />
          <NavigationOverlay />
        </>
      }
    >
      <NotificationCenter flash={flash}>
        <GlobalAlerts alerts={alerts} />
        {children}
      </NotificationCenter>
    </PageFrame>
  )
}

/** "A loading spinner overlay" while a page loads, after a short delay so quick navigations do not flash. */
function NavigationOverlay() {
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && !navigation.formMethod
  const [visible, setVisible] = useState(false)
  const { t } = useTranslation()
  useEffect(() => {
    if (!loading) return setVisible(false)
    const timer = setTimeout(() => setVisible(true), 400)
    return () => clearTimeout(timer)
  }, [loading])
  return <PageLoadingOverlay visible={visible} label={t('shell.loadingPage')} />
}
