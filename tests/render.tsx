import { MantineProvider } from '@mantine/core'
import { fireEvent, render as rtlRender, type RenderOptions } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement, ReactNode } from 'react'
import { vi } from 'vitest'

/** Mantine's documented test set-up: `env="test"` turns off transitions and portals. */
export function Providers({ children }: { children: ReactNode }) {
  return <MantineProvider env="test">{children}</MantineProvider>
}

export function render(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return rtlRender(ui, { wrapper: Providers, ...options })
}

/**
 * Fake timers that Testing Library and user-event can live with. Testing Library drains pending
 * work with a `setTimeout(0)` that it only advances when it sees Jest's fake timers, so under
 * vitest's fake timers every `user.click` would hang; a `jest.advanceTimersByTime` shim fixes that.
 * Returns a user-event instance that advances the fake clock. Undo with `realTimers()`.
 */
export function fakeTimers() {
  vi.useFakeTimers()
  Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } })
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
}

export function realTimers() {
  Reflect.deleteProperty(globalThis, 'jest')
  vi.useRealTimers()
}

export * from '@testing-library/react'
export { userEvent }

/**
 * An element's CSS animation ended. React listens for `webkitAnimationEnd` under jsdom (no
 * unprefixed animation support there), a browser fires `animationend`: send both.
 */
export function fireAnimationEnd(element: Element) {
  fireEvent.animationEnd(element)
  fireEvent(element, new Event('webkitAnimationEnd', { bubbles: true }))
}
