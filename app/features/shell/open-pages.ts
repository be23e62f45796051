/**
 * The two pages of the member layout that everyone may open (spec section 2): an unknown address
 * ("Any unknown path goes to error/404") and `error/{status}` ("the error page, opened without
 * changing the address"). A signed-in member sees them inside the member shell, with menus; anyone
 * else in the public frame (docs/decisions/023-frames-and-error-pages.md). Pure: no I/O.
 */

/** Whether the matched member-layout route is one of them: the splat (`*`) or /error/{status}. */
export function isOpenPage(pathname: string, params: Readonly<Record<string, string | undefined>>): boolean {
  return params['*'] !== undefined || pathname.startsWith('/error/')
}

/** What an error page answers: the HTTP status, and the catalogue entry when it is not that status. */
export type ErrorPageAnswer = { status: number; errorPage?: number }

/** The error page of a status the catalogue does not know: no catalogue entry, so the generic texts. */
export const GENERIC_ERROR_PAGE = 0

/**
 * What /error/{status} answers: an HTTP error status (400 to 599) shows its catalogue entry (the
 * generic text when the catalogue has none, "Unknown statuses use the generic text") with that
 * status; 1, the catalogue's one entry that is no HTTP status, shows its entry with 503; anything
 * else (letters, 200, 302, 600...) is a status the catalogue does not know either: the generic texts,
 * answered with 400 as the address names no error status (docs/decisions/153-error-page-unknown-status.md).
 */
export function errorPageAnswer(status: string | undefined): ErrorPageAnswer {
  const code = status && /^\d{1,3}$/.test(status) ? Number(status) : null
  if (code === 1) return { status: 503, errorPage: 1 }
  if (code !== null && code >= 400 && code <= 599) return { status: code }
  return { status: 400, errorPage: GENERIC_ERROR_PAGE }
}
