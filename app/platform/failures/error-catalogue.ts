/**
 * The error catalogue of spec section 8: the error page entry for a status, the links a
 * signed-in or signed-out user gets, and which failed requests are handled by their screens
 * instead of the global error page. Pure: no I/O.
 */
import type { DomainId } from '@member-dashboard/contract'

export type ErrorLink = { label: string; href: string }
export type ErrorPageEntry = {
  status: number | 'generic'
  title: string
  /** 'Error code: 404 Not found' and the like; absent for the generic entry and status 1. */
  code: string | null
  tips: string[]
  links: ErrorLink[]
}

export const TIPS_HEADING = 'Here are some ideas that might help:'
export const LINKS_HEADING = 'Here are some links that might help:'

const RELOAD = 'Reload the page.'
const RELOGIN = 'Log out and log in again.'
const LATER = 'Come back later and try again.'

/** The shared generic version adds these tips. */
const SHARED_GENERIC_TIPS = [
  'Clear your browser cache and cookies.',
  'Check your internet connection or contact your Internet provider.',
  'Reboot your device.',
]

type Base = { title: string; code: string | null; tips: string[] }

const entries: Record<number, Base> = {
  1: { title: 'Temporarily unable to access resource. Please try again later.', code: null, tips: [] },
  400: {
    title: "Sorry, it looks like there's a problem.",
    code: 'Error code: 400 Bad request',
    tips: [RELOAD, RELOGIN, LATER],
  },
  401: {
    title: "Sorry, but we aren't able to authenticate you.",
    code: 'Error code: 401 Unauthorized',
    tips: [],
  },
  403: {
    title: "Sorry, it looks like you don't have access to this page.",
    code: 'Error code: 403 Forbidden',
    tips: [],
  },
  404: {
    title: "Sorry, it looks like we can't find that page.",
    code: 'Error code: 404 Not found',
    tips: [],
  },
  408: {
    title: 'Sorry, this is taking longer than expected.',
    code: 'Error code: 408 Request time-out',
    tips: [RELOAD, LATER, 'Check your internet connection or contact your Internet provider.'],
  },
  500: {
    title: "Sorry, we're having a problem with our system. We'll get this fixed soon.",
    code: 'Error code: 500 Internal server error',
    tips: [RELOAD, RELOGIN, LATER],
  },
  502: { title: 'Sorry, something went wrong.', code: 'Error code: 502 Bad gateway', tips: [RELOAD, LATER] },
  503: {
    title: "Sorry, we're unable to handle your request at this time.",
    code: 'Error code: 503 Service unavailable',
    tips: [RELOAD, LATER],
  },
}

const generic: Base = {
  title: "Sorry, it looks like there's a problem.",
  code: null,
  tips: [RELOAD, RELOGIN, LATER, ...SHARED_GENERIC_TIPS],
}

/**
 * Error page links: unauthenticated users get Customer service (/contact-us); authenticated
 * users get Home and Customer service. The generic entry also links Home to '/'.
 * A 401 on the main brand adds the provider dashboard, customer service and the health plan.
 */
export function errorPageEntry(
  status: number,
  options: { signedIn: boolean; domainId: DomainId; mainBrandAuthLinks?: ErrorLink[] },
): ErrorPageEntry {
  const base = entries[status]
  const customerService: ErrorLink = { label: 'Customer service', href: '/contact-us' }
  let links: ErrorLink[] = options.signedIn
    ? [{ label: 'Home', href: '/home' }, customerService]
    : [customerService]
  if (!base) {
    links = [{ label: 'Home', href: '/' }, ...links.filter((l) => l.label !== 'Home')]
    return { status: 'generic', ...generic, links }
  }
  if (status === 401 && options.domainId === 1 && options.mainBrandAuthLinks?.length) {
    const extra = options.mainBrandAuthLinks.filter((l) => !links.some((k) => k.href === l.href))
    links = [...links, ...extra]
  }
  return { status, ...base, links }
}

/** Requests whose URL contains one of these are handled by their screens, not the error page. */
export const SCREEN_HANDLED_URL_PARTS = [
  'registration',
  'token',
  'security-questions',
  'forgot-password',
  'forgot-username',
  'account/password',
  'medicare-materials',
  'eobs',
  'claims',
  'pcp/provider',
] as const

export type FailureHandling = 'screen' | 'errorPage' | 'login'

/**
 * Who is asking, and what it can show:
 * - 'page': a page load or a page-level step (spec: "registration policies, update email, group
 *   switch, home loading"); it has nowhere to show a message, so the exceptions do not apply.
 * - 'screen': a screen that shows its own message for the spec's screen-handled requests.
 * - 'formWrite': the form's own request (the write of what the member typed): a screen, and also a
 *   refusal of the member's own input with a message stays on the form (decision 006).
 */
export type FailureCaller = 'page' | 'screen' | 'formWrite'

/**
 * Statuses that say the service failed (a time-out, the gateway down or answering badly, a server
 * error), not that it refused what was asked: a screen shows the catalogue's words for them, never
 * its own refusal text such as 'Username and/or password unrecognized' (decision 096).
 */
export const SERVICE_FAILURE_STATUSES: readonly number[] = [408, 500, 502, 503, 504]

export function isServiceFailureStatus(status: number): boolean {
  return SERVICE_FAILURE_STATUSES.includes(status)
}

/** Refusals of a member's own write that the form shows when the gateway says why (decision 006). */
export const FORM_REFUSAL_STATUSES: readonly number[] = [400, 403, 404, 409, 422]

export type FailureInput = {
  path: string
  method: string
  status: number
  domainId: DomainId
  /** Default 'screen'. */
  caller?: FailureCaller
  /** The gateway's error body carries a message. */
  hasMessage?: boolean
}

/**
 * Global request failure handling (spec section 8): which way a failed gateway call goes.
 * - URLs in the exception list, and the login-as POST with 400 or 404, are handled by the screen
 *   (not for a 'page' caller, which has nowhere to show a message).
 * - A form's own write refused with 400/403/404/409/422 and a message stays on the form, except
 *   on login-as, whose refusals section 8 names.
 * - A 401 on a domain other than the main brand goes to /login.
 * - Everything else opens the error page for its status, address unchanged.
 */
export function failureHandling(input: FailureInput): FailureHandling {
  const caller = input.caller ?? 'screen'
  if (caller !== 'page' && screenHandled(input)) return 'screen'
  if (caller === 'formWrite' && formRefusal(input)) return 'screen'
  if (input.status === 401 && input.domainId !== 1) return 'login'
  return 'errorPage'
}

/**
 * A form's own write refused with a message, on a path section 8 does not name (login-as has its
 * own rule there: only 400 and 404 stay on the screen).
 */
function formRefusal(input: FailureInput): boolean {
  if (input.path.toLowerCase().includes('login-as')) return false
  return Boolean(input.hasMessage) && FORM_REFUSAL_STATUSES.includes(input.status)
}

/** Section 8's exceptions: the listed URL parts, and the login-as POST with 400 or 404. */
function screenHandled(input: FailureInput): boolean {
  const path = input.path.toLowerCase()
  if (SCREEN_HANDLED_URL_PARTS.some((part) => path.includes(part))) return true
  return (
    path.includes('login-as') &&
    input.method.toUpperCase() === 'POST' &&
    (input.status === 400 || input.status === 404)
  )
}
