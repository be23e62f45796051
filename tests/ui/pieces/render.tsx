import { MantineProvider } from '@mantine/core'
import { render as rtlRender, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'

/** Mantine's documented test set-up: `env="test"` turns off transitions and portals. */
export function Providers({ children }: { children: ReactNode }) {
  return <MantineProvider env="test">{children}</MantineProvider>
}

export function render(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return rtlRender(ui, { wrapper: Providers, ...options })
}

export * from '@testing-library/react'
export { default as userEvent } from '@testing-library/user-event'
