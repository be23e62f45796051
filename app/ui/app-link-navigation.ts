/**
 * The click listener of app links (decision 183), loaded after the page by `useAppLinkNavigation`.
 */
import type { NavigateFunction } from '@remix-run/react'

/** The click the browser would follow in the same tab: react-router's `shouldProcessLinkClick`. */
export function isPlainClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>,
) {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey
}

/**
 * Where a click should navigate inside the app, or null to leave it to the browser (or to a
 * Remix `<Link>`, which has handled it already).
 */
export function appLinkTarget(event: MouseEvent, origin: string): string | null {
  if (event.defaultPrevented || !isPlainClick(event)) return null
  const anchor = event.target instanceof Element ? event.target.closest('a[data-discover]') : null
  if (!(anchor instanceof HTMLAnchorElement)) return null
  const target = anchor.getAttribute('target')
  if ((target && target !== '_self') || anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href)
  if (url.origin !== origin) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** Navigates on the clicks of app links, the same address replaced, not pushed; returns the stop. */
export function listenForAppLinks(navigate: NavigateFunction) {
  const onClick = (event: MouseEvent) => {
    const to = appLinkTarget(event, window.location.origin)
    if (to === null) return
    event.preventDefault()
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`
    void navigate(to, { replace: to === here })
  }
  document.addEventListener('click', onClick)
  return () => document.removeEventListener('click', onClick)
}
