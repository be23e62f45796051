import { Text } from '~/ui/layout'
import { createContext, useCallback, useContext, useEffect, useReducer, useRef, type ReactNode } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { emptyNotificationQueue, notificationReducer, type Notification } from '~/ui/notifications'
import type { FlashNotification } from '~/platform/session/flash'
import { Snackbar, SNACKBAR_COLORS } from '~/ui/pieces/snackbar'

type Notify = (source: string, notification: Omit<Notification, 'id'>) => void

const NotifyContext = createContext<Notify>(() => {})

/** `notify(source, { message, status, dismissAfter })` from any page inside the member shell. */
export function useNotify(): Notify {
  return useContext(NotifyContext)
}

/**
 * The snackbar notification queue (spec section 4 'Notification queue', rules in
 * app/ui/notifications.ts): one at a time, dismissed on click or after dismissAfter, a new
 * source clears the old queue. The root loader's flash notification joins the queue once
 * JavaScript runs; without JavaScript it shows as a static status message at the top of the page.
 */
export function NotificationCenter({
  flash,
  children,
}: {
  flash: FlashNotification | null
  children: ReactNode
}) {
  const [state, dispatch] = useReducer(notificationReducer, emptyNotificationQueue)
  const hydrated = useHydrated()
  const nextId = useRef(0)
  const notify = useCallback<Notify>((source, notification) => {
    nextId.current += 1
    dispatch({
      type: 'enqueue',
      source,
      notifications: [{ ...notification, id: `${source}-${nextId.current}` }],
    })
  }, [])
  const flashKey = flash ? `${flash.status}:${flash.message}` : null

  useEffect(() => {
    if (hydrated && flash) notify('flash', flash)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per flash message
  }, [hydrated, flashKey, notify])

  const current = state.current
  const onDismiss = () => {
    if (current) dispatch({ type: 'dismiss', id: current.id })
  }
  // The dismiss animation ended (or its 1000 ms fallback passed): the next notification shows.
  const onLeft = () => {
    if (current) dispatch({ type: 'dismissComplete', id: current.id })
  }
  return (
    <NotifyContext.Provider value={notify}>
      {!hydrated && flash && <StaticNotice notification={flash} />}
      {children}
      <Snackbar
        notification={current}
        onDismiss={onDismiss}
        leaving={state.phase === 'leaving'}
        onLeft={onLeft}
      />
    </NotifyContext.Provider>
  )
}

/** The flash message without JavaScript: a status message in the page flow. */
function StaticNotice({ notification }: { notification: FlashNotification }) {
  const colours = SNACKBAR_COLORS[notification.status]
  return (
    <div
      role={notification.status === 'error' ? 'alert' : 'status'}
      data-testid="flash-notice"
      data-status={notification.status}
      className="ui-p-sm ui-mb-md"
      style={{ background: colours.background, color: colours.color, borderRadius: 4 }}
    >
      <Text fw={600}>{notification.message}</Text>
    </div>
  )
}
