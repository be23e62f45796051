import { useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'

/**
 * "Each navigation scrolls to the top" and moves focus to the page's main heading
 * (#page-heading, an h1 with tabIndex -1 on every page), or to <main> when a page has none.
 * Not on the first render (a full page load starts at the top with focus on the document).
 */
export function useFocusOnNavigation() {
  const { pathname } = useLocation()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    window.scrollTo(0, 0)
    const target = document.getElementById('page-heading') ?? document.getElementById('main-content')
    target?.focus({ preventScroll: true })
  }, [pathname])
}
