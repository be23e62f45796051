/**
 * Label values for the metrics (decision 081): never a raw address or gateway path, which may hold
 * a claim number, an EOB id or a member's key, and never anything of the member. A request is
 * labelled with the Remix route id that answers it (`routes/_member.claims.$claimNumber`), a
 * gateway call with its endpoint's pattern (`claims/:param`); both sets are finite.
 */
import { matchRoutes, type AgnosticRouteObject } from '@remix-run/router'
import * as contract from '@member-dashboard/contract'
import { LRUCache } from 'lru-cache'

/** The part of a Remix build's route manifest the labels need. */
export type RouteManifest = Record<
  string,
  { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean } | undefined
>

function routeTree(manifest: RouteManifest, parentId?: string): AgnosticRouteObject[] {
  return Object.values(manifest)
    .filter((route) => route !== undefined && route.parentId === parentId)
    .map((route) =>
      route!.index
        ? { id: route!.id, path: route!.path, index: true, caseSensitive: route!.caseSensitive }
        : {
            id: route!.id,
            path: route!.path,
            caseSensitive: route!.caseSensitive,
            children: routeTree(manifest, route!.id),
          },
    )
}

/**
 * The label of a request's address: `assets` (fingerprinted build files), `public` (the other
 * files of the client folder, such as /favicon.ico), the id of the deepest Remix route matching
 * it (its single-fetch data request `<path>.data` too), or `unmatched`.
 */
export function routeLabeller(manifest: RouteManifest, publicFiles: readonly string[] = []) {
  const routes = routeTree(manifest)
  const publicPaths = new Set(publicFiles.map((name) => `/${name}`))
  // Matching ranks every branch each time: remember recent addresses (bounded).
  const recent = new LRUCache<string, string>({ max: 2000 })
  return (pathname: string): string => {
    if (pathname.startsWith('/assets/')) return 'assets'
    if (publicPaths.has(pathname)) return 'public'
    const known = recent.get(pathname)
    if (known) return known
    // Single fetch: a client navigation loads `/home.data` (`/_root.data` for /): the route of /home.
    const page = pathname.endsWith('.data') ? pathname.slice(0, -5).replace(/^\/_root$/, '/') : pathname
    const label = matchRoutes(routes, page)?.at(-1)?.route.id ?? 'unmatched'
    recent.set(pathname, label)
    return label
  }
}

/** Every fixed path of the contract (`paths`, `claimsPaths`, `documentPaths`...), and their segments. */
function contractPaths() {
  const paths = new Set<string>()
  for (const [name, value] of Object.entries(contract)) {
    if (!/paths$/i.test(name) || typeof value !== 'object' || value === null) continue
    for (const path of Object.values(value)) if (typeof path === 'string') paths.add(path)
  }
  const segments = new Set([...paths].flatMap((path) => path.split('/')))
  return { paths, segments }
}
const known = contractPaths()

/**
 * A gateway path as its endpoint's pattern: a fixed path of the contract as it is; in any other
 * path each segment that is not a segment of a fixed path becomes `:param`
 * (`claims/2026-0001` -> `claims/:param`, `eobs/E1/document` -> `eobs/:param/document`).
 */
export function endpointLabel(path: string): string {
  const clean = path.split('?')[0].replace(/^\/+|\/+$/g, '')
  if (known.paths.has(clean)) return clean
  return clean
    .split('/')
    .slice(0, 8)
    .map((segment) => (known.segments.has(segment) ? segment : ':param'))
    .join('/')
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
/** An HTTP method from a finite set (anything else is `other`). */
export const methodLabel = (method: string) => (METHODS.has(method) ? method : 'other')
