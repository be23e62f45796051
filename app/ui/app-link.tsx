/**
 * Links without a router hook per link (issue 25, decision 183). Remix's `<Link>` runs about a
 * dozen hooks on every render (its own prefetch state, `useHref` twice, react-router's click
 * handler with `useNavigate`, `useLocation`, `useResolvedPath`) to end as an `<a href>` with a
 * click handler. A page shows 75-100 of them (the desktop menus, the phone menu, the footer,
 * tiles), and they were a tenth of a member page's server render.
 *
 * `AppLink` renders the same `<a href data-discover>` as `<Link>` for a path of the app, with no
 * hook. One click listener on the document (`useAppLinkNavigation`, in the root layout) gives those
 * links client navigation, by react-router's own rules: a plain left click without a modifier, no
 * `target`, not already handled; the same address is replaced, not pushed. Remix finds the routes
 * of `data-discover` links on the page (lazy route discovery) as it does for its own links.
 * Without JavaScript, or before hydration, they are ordinary links.
 *
 * A relative `to` is resolved by the route hierarchy in `<Link>`, which a plain href cannot do:
 * such links (none today) stay Remix's `<Link>`, as do the few that keep the scroll position. `reloadDocument` links and other sites' addresses
 * are plain links the listener leaves alone.
 */
import { Link, useNavigate } from '@remix-run/react'
import { forwardRef, useEffect, type AnchorHTMLAttributes } from 'react'
import { whenIdle } from '~/platform/when-idle'

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string
  /** A full document request (log out, files): no client navigation. */
  reloadDocument?: boolean
  /** Keep the scroll position (a Remix `<Link>`: the few links that need it). */
  preventScrollReset?: boolean
}

/** A path of this app ('/claims?page=2'), not another site's address ('//x', 'https://x'). */
export const isAppPath = (to: string) => to.startsWith('/') && !to.startsWith('//')

export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { to, reloadDocument, preventScrollReset, children, ...props },
  ref,
) {
  if (preventScrollReset || (!isAppPath(to) && !/^[a-z][a-z\d+.-]*:/i.test(to)))
    return (
      <Link
        ref={ref}
        to={to}
        reloadDocument={reloadDocument}
        preventScrollReset={preventScrollReset}
        {...props}
      >
        {children}
      </Link>
    )
  return (
    <a ref={ref} {...props} data-discover={isAppPath(to) && !reloadDocument ? 'true' : undefined} href={to}>
      {children}
    </a>
  )
})

/**
 * Client navigation for every `AppLink` on the page: one listener, from the root layout. Its code
 * loads after the page, when the browser is idle, as conform's does (decisions 180, 201): until then
 * a click is a page load.
 */
export function useAppLinkNavigation() {
  const navigate = useNavigate()
  useEffect(() => {
    let stop: (() => void) | undefined
    let unmounted = false
    // Started when the browser is idle, not in the task that hydrates the page (decision 201).
    const cancel = whenIdle(() =>
      import('./app-link-navigation').then((module) => {
        if (!unmounted) stop = module.listenForAppLinks(navigate)
      }),
    )
    return () => {
      unmounted = true
      cancel()
      stop?.()
    }
  }, [navigate])
}
