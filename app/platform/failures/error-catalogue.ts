/**
 * The error catalogue of spec section 8: the error page entry for a status, the links a
 * signed-in or signed-out user gets, and which failed requests are handled by their screens
 * instead of the global error page. Pure: no I/O.
 */
import type { DomainId } from '@member-dashboard/contract'
import { DOMAIN } from '~/platform/config/brands'

/**
 * A link of the error page: `labelKey` names its text in the `common` catalogue (decision 189);
 * a brand's configured link carries its own `label`.
 */
export type ErrorLink = { href: string } & (
  { labelKey: string; label?: never } | { label: string; labelKey?: never }
)
/**
 * An error page's texts as keys of the `common` catalogue (`errors.*`, decision 189): the pages
 * render them in the member's language; English holds the spec's words.
 */
export type ErrorPageEntry = {
  status: number | 'generic'
  title: string
  /** 'Error code: 404 Not found' and the like; absent for the generic entry and status 1. */
  code: string | null
  tips: string[]
  links: ErrorLink[]
}

export const TIPS_HEADING = 'errors.tipsHeading'
export const LINKS_HEADING = 'errors.linksHeading'

const RELOAD = 'errors.tips.reload'
const RELOGIN = 'errors.tips.relogin'
const LATER = 'errors.tips.later'
const CONNECTION = 'errors.tips.connection'

/** The shared generic version adds these tips. */
const SHARED_GENERIC_TIPS = ['errors.tips.cache', CONNECTION, 'errors.tips.reboot']

type Base = { title: string; code: string | null; tips: string[] }

const entry = (status: number, tips: string[] = [], code = true): Base => ({
  title: `errors.status.${status}.title`,
  code: code ? `errors.status.${status}.code` : null,
  tips,
})

const entries: Record<number, Base> = {
  1: entry(1, [], false),
  400: entry(400, [RELOAD, RELOGIN, LATER]),
  401: entry(401),
  403: entry(403),
  404: entry(404),
  408: entry(408, [RELOAD, LATER, CONNECTION]),
  500: entry(500, [RELOAD, RELOGIN, LATER]),
  502: entry(502, [RELOAD, LATER]),
  503: entry(503, [RELOAD, LATER]),
}

const generic: Base = {
  title: 'errors.status.generic.title',
  code: null,
  tips: [RELOAD, RELOGIN, LATER, ...SHARED_GENERIC_TIPS],
}

const HOME = 'errors.links.home'

/**
 * Error page links: unauthenticated users get Customer service (/contact-us); authenticated
 * users get Home and Customer service. The generic entry also links Home to '/'.
 * A 401 on the main brand adds the provider dashboard, customer service and the health plan.
 */
export function errorPageEntry(
  status: number,
  options: { signedIn: boolean; domainId: DomainId; mainBrandAuthLinks?: { label: string; href: string }[] },
): ErrorPageEntry {
  const base = entries[status]
  const customerService: ErrorLink = { labelKey: 'errors.links.customerService', href: '/contact-us' }
  let links: ErrorLink[] = options.signedIn
    ? [{ labelKey: HOME, href: '/home' }, customerService]
    : [customerService]
  if (!base) {
    links = [{ labelKey: HOME, href: '/' }, ...links.filter((l) => l.labelKey !== HOME)]
    return { status: 'generic', ...generic, links }
  }
  if (status === 401 && options.domainId === DOMAIN.MAIN && options.mainBrandAuthLinks?.length) {
    const extra = options.mainBrandAuthLinks
      .filter((l) => !links.some((k) => k.href === l.href))
      .map((l) => ({ label: l.label, href: l.href }))
    links = [...links, ...extra]
  }
  return { status, ...base, links }
}

/**
 * An entry's texts in a language: `text` is a translate function of the `common` namespace
 * (`useTranslation().t` on a page, `translate` over the server's catalogue elsewhere).
 */
export function errorPageTexts(entry: ErrorPageEntry, text: (key: string) => string) {
  return {
    title: text(entry.title),
    code: entry.code === null ? null : text(entry.code),
    tips: entry.tips.map(text),
    links: entry.links.map((l) => ({
      href: l.href,
      label: l.labelKey === undefined ? (l.label as string) : text(l.labelKey),
    })),
    tipsHeading: text(TIPS_HEADING),
    linksHeading: text(LINKS_HEADING),
  }
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
  // Our own calls of issue 51 (decisions 235, 236): the second step and passkeys say why on the form.
  'two-step',
  'passkey',
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
  if (input.status === 401 && input.domainId !== DOMAIN.MAIN) return 'login'
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
