/**
 * Whether the page is drawn for a signed-in member. The root loader says so, but it runs beside the
 * page's own loader (and keeps its answer on client navigations), so a page that ends the session
 * itself (/logout) declares it with `handle: endsSession`: that page and its frame are drawn signed
 * out, with no member menus, no 'Log out' and no idle warning (issue 42).
 */
import { useMatches, useRouteLoaderData } from '@remix-run/react'

/** The `handle` of a route whose loader ends the session. */
export const endsSession = { endsSession: true } as const

export function useSignedIn(): boolean {
  const root = useRouteLoaderData('root') as { signedIn?: boolean } | undefined
  const matches = useMatches()
  if (!root?.signedIn) return false
  return !matches.some(
    (match) => (match.handle as { endsSession?: unknown } | undefined)?.endsSession === true,
  )
}
