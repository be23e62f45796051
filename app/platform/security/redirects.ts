/**
 * Redirect targets (spec section 4 'Post-login routing' step 4, and in-app `redirectTo` values).
 * Pure. Both functions return a target that is safe to put in a Location header, or the fallback.
 *
 * Rejected everywhere: control characters and whitespace (browsers strip tabs/newlines inside URLs, so
 * 'java\tscript:' would become 'javascript:'), backslashes (browsers read '\' as '/' in http(s) URLs, so
 * '/\evil.com' is '//evil.com'), protocol-relative '//host', and an encoded slash or backslash right
 * after the leading '/'.
 */

const UNSAFE_CHARACTER = /[\s\u0000-\u001f\u007f-\u009f\\]/
/** '/%2F...' or '/%5C...': a path that some decoder could turn into '//' or '/\'. */
const ENCODED_SLASH_AFTER_ROOT = /^\/%(?:2f|5c)/i
/** An absolute http(s) URL written with its '//' (so 'https:evil.com' and 'https:/evil.com' are not). */
const ABSOLUTE_HTTP_URL = /^https?:\/\/[^/]/i
/** Parses relative paths only; never part of a result. */
const PATH_BASE = 'http://path.invalid'

function isSafePathShape(path: string): boolean {
  return (
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !UNSAFE_CHARACTER.test(path) &&
    !ENCODED_SLASH_AFTER_ROOT.test(path)
  )
}

/** pathname + search + hash of a parsed URL: always a single-'/' relative path. */
function relativePart(url: URL): string {
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * An in-app path for `redirectTo` values: must start with a single '/'. Returns the path normalised
 * ('/a/../b' -> '/b', search and hash kept), else `fallback`.
 */
export function safeRelativePath<F extends string | null>(
  path: string | null | undefined,
  fallback: F,
): string | F {
  if (typeof path !== 'string' || !isSafePathShape(path)) return fallback
  let url: URL
  try {
    url = new URL(path, PATH_BASE)
  } catch {
    return fallback
  }
  if (url.origin !== PATH_BASE) return fallback
  const result = relativePart(url)
  return isSafePathShape(result) ? result : fallback
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/**
 * Step 4: "If a redirect URL is present and is not the same origin, navigate there with the path."
 * - An absolute http(s) URL whose origin is in `allowedOrigins`: the URL (normalised href).
 * - The app's own origin (absolute, or a relative '/path'): only the safe relative path.
 * - Anything else (other origins, javascript:, data:, '//host', backslash tricks, userinfo such as
 *   'https://trusted@evil' or 'https://evil@trusted', whitespace or control characters): null.
 * `allowedOrigins` and `appOrigin` are origins ('https://ebill.example.com'); entries that do not parse
 * as http(s) are ignored.
 */
export function safeRedirectTarget(
  redirect: string | null | undefined,
  allowedOrigins: readonly string[],
  appOrigin: string,
): string | null {
  if (typeof redirect !== 'string' || redirect === '') return null
  if (redirect.startsWith('/')) return safeRelativePath(redirect, null)
  if (UNSAFE_CHARACTER.test(redirect) || !ABSOLUTE_HTTP_URL.test(redirect)) return null
  let url: URL
  try {
    url = new URL(redirect)
  } catch {
    return null
  }
  if (url.username !== '' || url.password !== '') return null
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.origin === originOf(appOrigin)) return safeRelativePath(relativePart(url), null)
  const allowed = new Set(allowedOrigins.map(originOf).filter((origin): origin is string => origin !== null))
  return allowed.has(url.origin) ? url.href : null
}

/** A `redirectTo` longer than this is not a page address a member asked for (nor kept in a session). */
export const RETURN_PATH_MAX = 1024

/**
 * Sign-in doors and hand-offs: returning to one after signing in would loop, sign out again or
 * repeat a step (decision 097). Matched on the first path segment.
 */
const NOT_A_RETURN_PAGE = new Set([
  '',
  'login',
  'logout',
  'login-as',
  'sso-landing',
  'group-selection',
  'update-email',
  'registration-policies',
  'registration',
  'recovery',
  'crm-hand-off',
  'verify-device',
  'resources',
  'healthz',
  'readyz',
])

/**
 * The page a signed-out visitor asked for (`/login?redirectTo=...`), to open after signing in
 * (decision 097): a safe same-site path (`safeRelativePath`: no other origin, '//host', '/\host',
 * encoded slashes, control characters), at most RETURN_PATH_MAX long, and not a sign-in door.
 * Otherwise null (the normal landing page).
 */
export function returnPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length > RETURN_PATH_MAX) return null
  const path = safeRelativePath(value, null)
  if (path === null) return null
  const first = path.split(/[/?#]/)[1] ?? ''
  return NOT_A_RETURN_PAGE.has(first.toLowerCase()) ? null : path
}
