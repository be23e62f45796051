/**
 * The snackbar notification queue (spec section 4 'Notification queue', section 3 'Notification',
 * section 9 'Snackbar'). A pure reducer: the screen owns the timers and the animation, and reports
 * what happened (`dismiss`, `dismissComplete`).
 *
 * - One notification shows at a time (`current`); the others wait in `queue`, in order.
 * - A notification is dismissed on click or after its `dismissAfter` (both: `dismiss(state, id)`), then
 *   may leave with an animation; when it has left the screen calls `dismissComplete(state, id)` and
 *   the next one shows. "The dismiss-animation wait falls back after 1000 ms": the snackbar slides
 *   out, and if its animation never reports its end, `dismissComplete` comes after
 *   DISMISS_ANIMATION_FALLBACK_MS (`dismissAnimationWait`); with reduced motion there is no
 *   animation and it comes at once.
 * - A new notification source clears the old queue, the notification on screen included. A source is
 *   whatever produces notifications (e.g. 'flash' for a redirect's flash message, 'copy-subscriber-id');
 *   notifications from the same source queue up behind each other.
 * - Every function returns the same state object when nothing changes (stale ids, duplicates), so a
 *   React reducer bails out.
 */
export type NotificationStatus = 'error' | 'success' | 'alert'

export type Notification = {
  /** Unique per notification; stale timers and double clicks are recognised by it. */
  id: string
  message: string
  status: NotificationStatus
  /** Auto-dismiss after this many milliseconds; omitted, it stays until clicked. */
  dismissAfter?: number
}

export type NotificationQueueState = {
  /** The source of the notifications in this queue; null before the first. */
  source: string | null
  /** The notification on screen. */
  current: Notification | null
  /** 'leaving' once dismissed, while the dismiss animation runs. */
  phase: 'showing' | 'leaving'
  /** Waiting, in order. */
  queue: readonly Notification[]
}

export const emptyNotificationQueue: NotificationQueueState = {
  source: null,
  current: null,
  phase: 'showing',
  queue: [],
}

function show(source: string | null, waiting: readonly Notification[]): NotificationQueueState {
  const [current = null, ...queue] = waiting
  return { source, current, phase: 'showing', queue }
}

/**
 * Notifications from `source`. From a new source they replace everything (even with an empty list,
 * which clears the queue). From the current source they join the end of the queue, skipping ids already
 * shown or waiting; the first shows at once when nothing is on screen.
 */
export function enqueue(
  state: NotificationQueueState,
  source: string,
  notifications: readonly Notification[],
): NotificationQueueState {
  const unique = notifications.filter(
    (notification, index) => notifications.findIndex((other) => other.id === notification.id) === index,
  )
  if (source !== state.source) return show(source, unique)
  const known = new Set([state.current?.id, ...state.queue.map((notification) => notification.id)])
  const added = unique.filter((notification) => !known.has(notification.id))
  if (added.length === 0) return state
  if (state.current === null) return show(source, [...state.queue, ...added])
  return { ...state, queue: [...state.queue, ...added] }
}

/**
 * A click on the notification, or its `dismissAfter` elapsed: the one on screen starts leaving. A
 * waiting notification with that id is dropped. Any other id (a stale timer) changes nothing.
 */
export function dismiss(state: NotificationQueueState, id: string): NotificationQueueState {
  if (state.current?.id === id) return state.phase === 'leaving' ? state : { ...state, phase: 'leaving' }
  if (state.queue.some((notification) => notification.id === id)) {
    return { ...state, queue: state.queue.filter((notification) => notification.id !== id) }
  }
  return state
}

/**
 * The dismiss animation of notification `id` ended: the next one shows. Works from 'showing' too, so a screen without an animation may call it directly.
 */
export function dismissComplete(state: NotificationQueueState, id: string): NotificationQueueState {
  if (state.current?.id !== id) return state
  return show(state.source, state.queue)
}

/** "The dismiss-animation wait falls back after 1000 ms." */
const DISMISS_ANIMATION_FALLBACK_MS = 1000

/**
 * How long to wait, at most, for the dismiss animation before the next notification shows: none
 * when the member prefers reduced motion (no animation runs), else the 1000 ms fallback (the
 * animation's end normally comes first).
 */
export function dismissAnimationWait(prefersReducedMotion: boolean): number {
  return prefersReducedMotion ? 0 : DISMISS_ANIMATION_FALLBACK_MS
}

export type NotificationAction =
  | { type: 'enqueue'; source: string; notifications: readonly Notification[] }
  | { type: 'dismiss'; id: string }
  | { type: 'dismissComplete'; id: string }

/** The same rules as a reducer, for `useReducer(notificationReducer, emptyNotificationQueue)`. */
export function notificationReducer(
  state: NotificationQueueState,
  action: NotificationAction,
): NotificationQueueState {
  switch (action.type) {
    case 'enqueue':
      return enqueue(state, action.source, action.notifications)
    case 'dismiss':
      return dismiss(state, action.id)
    case 'dismissComplete':
      return dismissComplete(state, action.id)
  }
}

// ---------------------------------------------------------------- colours

export type NotificationColor = 'red' | 'green' | 'yellow'

/**
 * "Colours: error red, success green, alert amber" as Mantine colours of the theme, with the shade
 * and the text colour that pass WCAG 2.2 AA (4.5:1 for normal text) against it (colors.test.ts):
 * - error: red.9 with white text, 5.46:1.
 * - success: green.7 with dark text (gray.9), 5.61:1. (White text fails on every default green
 *   shade: green.9 is 4.37:1.)
 * - alert (amber): yellow.6 with dark text (gray.9), 8.28:1.
 */
const palette = (color: NotificationColor, shade: number, text: string) => ({
  color,
  shade,
  background: `var(--mantine-color-${color}-${shade})`,
  text,
})
export const notificationPalette = {
  error: palette('red', 9, 'var(--mantine-color-white)'),
  success: palette('green', 7, 'var(--mantine-color-gray-9)'),
  alert: palette('yellow', 6, 'var(--mantine-color-gray-9)'),
} satisfies Record<
  NotificationStatus,
  { color: NotificationColor; shade: number; background: string; text: string }
>
