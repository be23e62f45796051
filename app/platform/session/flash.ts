/** "Snackbar: 5000 ms and 3000 ms durations." */
export const SNACKBAR_LONG_MS = 5000
export const SNACKBAR_SHORT_MS = 3000

/** Statuses of a snackbar notification (spec section 3 'Notification'). */
export type NotificationStatus = 'error' | 'success' | 'alert'
export type FlashNotification = { message: string; status: NotificationStatus; dismissAfter?: number }
