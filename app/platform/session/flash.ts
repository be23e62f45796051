/** Statuses of a snackbar notification (spec section 3 'Notification'). */
export type NotificationStatus = 'error' | 'success' | 'alert'
export type FlashNotification = { message: string; status: NotificationStatus; dismissAfter?: number }
