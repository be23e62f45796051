/**
 * Response header rules of decision 072, shared by the app server (every response) and
 * entry.server (documents and data requests). Pure: no I/O.
 */

/** Pages, data and downloads are never kept by a browser or a shared cache unless a route says so. */
export function noStoreUnlessSet(headers: Headers) {
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store')
}

export type CspInput = {
  nonce: string
  /** Origins a form may post to besides this app: the hand-offs (CRM, eBill, pharmacy) and token redirects. */
  formActionOrigins: string[]
  secure: boolean
}

/** The origin of a URL, or null for anything that is not an absolute http(s) URL. */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null
  } catch {
    return null
  }
}

/**
 * The enforced content security policy. Scripts: this origin's files and inline scripts carrying
 * the nonce. Styles: this origin and inline styles, because Mantine sets CSS variables in `style`
 * attributes, which a nonce cannot cover (decision 072).
 */
export function contentSecurityPolicy({ nonce, formActionOrigins, secure }: CspInput) {
  const formAction = ["'self'", ...new Set(formActionOrigins)].join(' ')
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${formAction}`,
    "frame-ancestors 'none'",
    "frame-src 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ]
  // No upgrade-insecure-requests: HSTS does that job over HTTPS, and it would break plain-http
  // development on localhost. `secure` is kept for the callers' symmetry with HSTS.
  void secure
  return directives.join('; ')
}

/** `Strict-Transport-Security` when cookies are Secure (the app is reached over HTTPS only). */
export const HSTS = 'max-age=31536000; includeSubDomains'

/** The headers every response carries unless its route set them (the CSP is always ours). */
export function securityHeaders(input: CspInput & { hsts: boolean }): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(input),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    ...(input.hsts ? { 'strict-transport-security': HSTS } : {}),
  }
}

/**
 * The Origin rule for a POST (decision 073): allowed when the Origin header is this app's own
 * origin (or one of `crossOrigins`); without an Origin, when Sec-Fetch-Site is same-origin or
 * none (typed by the user). A request with neither header is not a browser's: SameSite=Strict and
 * the session still apply. 'null' and any other origin are refused. `crossOrigins` lists the
 * other sites allowed by design (/sso-landing: SSO_ALLOWED_ORIGINS, none when unset; decision 095).
 */
export function postOriginAllowed(input: {
  origin: string | null
  secFetchSite: string | null
  expectedOrigin: string
  crossOrigins: readonly string[]
}): boolean {
  const { origin, secFetchSite, expectedOrigin, crossOrigins } = input
  if (origin !== null) return origin === expectedOrigin || crossOrigins.includes(origin)
  return secFetchSite === null || secFetchSite === 'same-origin' || secFetchSite === 'none'
}
