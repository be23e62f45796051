import { Anchor, Group, Stack, Text } from '~/ui/layout'
import { useTranslation } from '~/platform/i18n/use-translation'
import { useFetcher, useLocation } from '@remix-run/react'
import { useHydrated } from 'remix-utils/use-hydrated'
import type { GlobalAlert } from '@member-dashboard/contract'
import { Notice } from '~/ui/notice'
import { COLORS } from '~/ui/pieces/colors'
import { PlainCloseButton } from '~/ui/plain-close-button'

export const DISMISS_ALERT_ACTION = '/resources/dismiss-alert'

/**
 * Global alerts (spec section 3 'Global alert'): info, success, warning, error; links and buttons;
 * a dismissable alert has a small POST form that records the dismissal in a cookie, so it stays
 * dismissed, with or without JavaScript.
 */
export function GlobalAlerts({ alerts }: { alerts: GlobalAlert[] }) {
  const { t } = useTranslation()
  if (alerts.length === 0) return null
  return (
    <Stack gap="xs" component="section" aria-label={t('shell.announcements')} mb="lg">
      {alerts.map((alert) => (
        <GlobalAlertBox key={alert.id} alert={alert} />
      ))}
    </Stack>
  )
}

function GlobalAlertBox({ alert }: { alert: GlobalAlert }) {
  const fetcher = useFetcher()
  const hydrated = useHydrated()
  const location = useLocation()
  const { t } = useTranslation()
  // Optimistic: gone as soon as the dismissal is sent.
  if (fetcher.state !== 'idle' || fetcher.data) return null
  const links = [...alert.links, ...alert.buttons]
  return (
    <Notice
      type={alert.type}
      title={alert.title}
      testId="global-alert"
      action={
        alert.canDismiss && (
          <fetcher.Form method="post" action={DISMISS_ALERT_ACTION}>
            <input type="hidden" name="alertId" value={alert.id} />
            <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
            {hydrated && <input type="hidden" name="js" value="1" />}
            <PlainCloseButton
              type="submit"
              aria-label={t('shell.dismissAlert', { title: alert.title })}
              color={COLORS.text}
            />
          </fetcher.Form>
        )
      }
    >
      <Text>{alert.content}</Text>
      {links.length > 0 && (
        <Group gap="md" mt={4}>
          {links.map((link) => (
            <Anchor key={link.href + link.label} href={link.href} underline="always">
              {link.label}
            </Anchor>
          ))}
        </Group>
      )}
    </Notice>
  )
}
