import '@testing-library/jest-dom/vitest'
import { afterEach } from 'vitest'

// Mantine's documented jsdom set-up: matchMedia, ResizeObserver, getComputedStyle, scrollIntoView.
if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react')
  afterEach(() => cleanup())
  const getComputedStyle = window.getComputedStyle
  window.getComputedStyle = (elt: Element) => getComputedStyle(elt)
  window.HTMLElement.prototype.scrollIntoView = () => {}
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  })
  class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserver
}
