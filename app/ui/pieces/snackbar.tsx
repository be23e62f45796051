import { PlainCloseButton } from '~/ui/plain-close-button'
import { Text } from '~/ui/layout'
import { useEffect, useRef, useState } from 'react'
import { dismissAnimationWait, notificationPalette, type NotificationStatus } from '~/ui/notifications'
import { useTranslation } from '~/platform/i18n/use-translation'
import './snackbar.css'

export type SnackbarStatus = NotificationStatus

/** One item of the notification queue (spec section 3 'Notification'); the queue's `Notification` fits. */
export interface SnackbarNotification {
  /** Distinguishes two equal messages in a row, so the second is announced too. */
  id?: string
  message: string
  status: SnackbarStatus
  /** Auto-dismiss after this many milliseconds; omitted, the snackbar stays until dismissed. */
  dismissAfter?: number
}

export interface SnackbarProps {
  /** The notification to show, or nothing (the live regions stay mounted so the next one is announced). */
  notification: SnackbarNotification | null | undefined
  /** Called with the notification shown, on a click, on the dismiss button, or when `dismissAfter` has passed. */
  onDismiss: (notification: SnackbarNotification) => void
  /** Overrides the notification's own `dismissAfter`. */
  dismissAfter?: number
  /** Layer above page content and the modal (1055). @default 1090 */
  zIndex?: number
  /** The notification was dismissed and plays its dismiss animation. */
  leaving?: boolean
  /**
   * Called once the dismiss animation has ended, or after the 1000 ms fallback when it never
   * reports its end, or at once when the member prefers reduced motion.
   */
  onLeft?: () => void
}

/**
 * "Colours: error red, success green, alert amber", from the queue's AA-checked palette
 * (app/ui/notifications.ts): red.9 / white, green.7 / dark, yellow.6 / dark, each 4.5:1 or more.
 */
export const SNACKBAR_COLORS: Record<SnackbarStatus, { background: string; color: string }> = {
  error: { background: notificationPalette.error.background, color: notificationPalette.error.text },
  success: { background: notificationPalette.success.background, color: notificationPalette.success.text },
  alert: { background: notificationPalette.alert.background, color: notificationPalette.alert.text },
}

/**
 * Presents one notification of the queue. Two live regions are always rendered (role="status",
 * polite, for success and alert; role="alert" for errors) and the message is put into the right
 * one, so screen readers announce it. The timer pauses while the pointer or focus is on the
 * snackbar, so a member can read it (WCAG 2.2.1).
 */
export function Snackbar({
  notification,
  onDismiss,
  dismissAfter,
  zIndex = 1090,
  leaving = false,
  onLeft,
}: SnackbarProps) {
  const [paused, setPaused] = useState(false)
  const { t } = useTranslation()
  const timeout = dismissAfter ?? notification?.dismissAfter
  // Which notification is on screen: a parent re-creating an equal object does not restart the timer.
  const key = notification
    ? `${notification.id ?? ''}:${notification.status}:${notification.message}`
    : 'none'
  // The latest callback and item, so a parent passing a new function each render does not restart the timer.
  const latest = useRef({ onDismiss, notification, onLeft })
  latest.current = { onDismiss, notification, onLeft }
  const left = useRef(false)
  const finishLeaving = () => {
    if (left.current) return
    left.current = true
    latest.current.onLeft?.()
  }

  useEffect(() => {
    if (!leaving || key === 'none') return
    left.current = false
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    const timer = setTimeout(finishLeaving, dismissAnimationWait(reducedMotion))
    return () => clearTimeout(timer)
  }, [leaving, key])

  useEffect(() => {
    if (key === 'none' || leaving || paused || timeout === undefined || !Number.isFinite(timeout)) return
    const timer = setTimeout(
      () => {
        const { onDismiss: dismiss, notification: shown } = latest.current
        if (shown) dismiss(shown)
      },
      Math.max(0, timeout),
    )
    return () => clearTimeout(timer)
  }, [key, paused, timeout, leaving])

  // A new notification starts with a running timer.
  useEffect(() => setPaused(false), [key])

  const status = notification?.status
  const colours = status ? SNACKBAR_COLORS[status] : undefined
  const message = (forError: boolean) =>
    notification && (status === 'error') === forError ? (
      <Text key={key} component="span" inherit>
        {notification.message}
      </Text>
    ) : null

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- a click anywhere dismisses it, a pointer shortcut; the keyboard has the close button
    <div
      data-status={status}
      data-leaving={leaving || undefined}
      className={leaving ? 'snackbar-leaving' : undefined}
      onAnimationEnd={leaving ? finishLeaving : undefined}
      onClick={notification && !leaving ? () => onDismiss(notification) : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false)
      }}
      style={{
        position: 'fixed',
        insetInline: 0,
        bottom: 'var(--mantine-spacing-md)',
        zIndex,
        marginInline: 'auto',
        width: 'max-content',
        maxWidth: 'calc(100vw - 2 * var(--mantine-spacing-md))',
        display: 'flex',
        alignItems: 'center',
        gap: 'var(--mantine-spacing-sm)',
        ...(colours && {
          background: colours.background,
          color: colours.color,
          padding: 'var(--mantine-spacing-xs) var(--mantine-spacing-sm)',
          borderRadius: 'var(--mantine-radius-md)',
          boxShadow: 'var(--mantine-shadow-md)',
          cursor: 'pointer',
        }),
      }}
    >
      <div role="status" aria-live="polite" aria-atomic="true" style={{ fontWeight: 600 }}>
        {message(false)}
      </div>
      <div role="alert" aria-atomic="true" style={{ fontWeight: 600 }}>
        {message(true)}
      </div>
      {notification && colours && !leaving && (
        <PlainCloseButton
          aria-label={t('ui.dismissNotification')}
          variant="transparent"
          color={colours.color}
          outlineColor={colours.color}
          onClick={(event) => {
            event.stopPropagation()
            if (notification) onDismiss(notification)
          }}
        />
      )}
    </div>
  )
}
