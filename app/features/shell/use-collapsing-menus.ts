import { useEffect, useRef } from 'react'

/** "Breakpoints: phone up to 767 px, tablet 768 to 1279 px, desktop 1280 px and above." */
const TABLET_MIN = 768
const DESKTOP_MIN = 1280

/**
 * Closes the open <details> menus inside the returned ref's element on a navigation, a click
 * outside, Escape (focus goes back to the menu's summary) and "a breakpoint change" (767/1279 px).
 * Opening one menu closes the others.
 */
export function useCollapsingMenus<T extends HTMLElement>(pathname: string) {
  const ref = useRef<T>(null)

  const closeAll = (except?: Element | null) => {
    ref.current?.querySelectorAll('details[open]').forEach((d) => {
      if (d !== except && !d.contains(except ?? null)) d.removeAttribute('open')
    })
  }

  // On a navigation only: not when the page comes to life, which would shut a menu the member
  // opened while the page was loading (an end-to-end test clicking a menu right after the load saw
  // it close under it).
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    closeAll()
  }, [pathname])

  useEffect(() => {
    const root = ref.current
    if (!root) return
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null
      if (!root.contains(target)) return closeAll()
      const summary = target?.closest('summary')
      if (summary) closeAll(summary.parentElement)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const open = (event.target as Element | null)?.closest('details[open]')
      if (!open) return
      open.removeAttribute('open')
      open.querySelector('summary')?.focus()
    }
    const queries = [`(min-width: ${TABLET_MIN}px)`, `(min-width: ${DESKTOP_MIN}px)`].map((q) =>
      window.matchMedia(q),
    )
    const onChange = () => closeAll()
    document.addEventListener('click', onClick)
    root.addEventListener('keydown', onKey)
    queries.forEach((q) => q.addEventListener('change', onChange))
    return () => {
      document.removeEventListener('click', onClick)
      root.removeEventListener('keydown', onKey)
      queries.forEach((q) => q.removeEventListener('change', onChange))
    }
  }, [])

  return ref
}
