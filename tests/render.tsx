/**
 * The one test harness for components and pages: Mantine around them (`render`, `serverHtml`) and
 * a Remix stub of the app's routes (`renderRoute`, `renderInApp`), plus what the tests count in the
 * rendered DOM (`mantineRoots`).
 */
import { MantineProvider } from '@mantine/core'
import { Outlet, useMatches, useRouteLoaderData } from '@remix-run/react'
import { createRemixStub } from '@remix-run/testing'
import { act, fireEvent, render as rtlRender, type RenderOptions } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement, ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { vi } from 'vitest'
import { useAppLinkNavigation } from '~/ui/app-link'
import { catalogues } from '~/platform/i18n/catalogues.server'
import { DEFAULT_LANGUAGE, type Language } from '~/platform/i18n/languages'
import { mergeMessages, TranslationProvider } from '~/platform/i18n/use-translation'
import type { Catalogue } from '~/platform/i18n/translate'

/**
 * Every namespace of a language's catalogue: in the app each loader sends the namespaces its page
 * renders (the loaders' tests check that); components under test get them all.
 */
function Texts({
  language = DEFAULT_LANGUAGE,
  catalogue,
  children,
}: {
  language?: Language
  catalogue?: Catalogue
  children: ReactNode
}) {
  return (
    <TranslationProvider language={language} catalogue={catalogue ?? catalogues[language]}>
      {children}
    </TranslationProvider>
  )
}

/** Mantine's documented test set-up: `env="test"` turns off transitions and portals. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider env="test">
      <Texts>{children}</Texts>
    </MantineProvider>
  )
}

export function render(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return rtlRender(ui, { wrapper: Providers, ...options })
}

/** The HTML the server sends for `ui` (Mantine as in production: portals and transitions on). */
export function serverHtml(ui: ReactElement) {
  return renderToString(
    <MantineProvider>
      <Texts>{ui}</Texts>
    </MantineProvider>,
  )
}

export type StubRoute = Parameters<typeof createRemixStub>[0][number]

/** The root route's loader data the frames read: the brand and whether a member is signed in. */
export type RootData = {
  domainId: 1 | 2 | 5
  signedIn: boolean
  notification?: null
  language?: Language
  /** The root's texts (with `loaderTexts`). */
  messages?: unknown
}

export type RouteOptions = {
  /** The address opened (default `/`). */
  at?: string
  /** The root route's loader data; without it the root has no loader and renders at once. */
  rootData?: RootData
  /** The root route's component and error boundary (default: an `Outlet`, no boundary). */
  root?: Pick<StubRoute, 'Component' | 'ErrorBoundary'>
  /**
   * Only the texts the matched loaders send (`messages`, the root's included), merged as the root
   * layout merges them, instead of every namespace: to check that a page sends what it shows.
   */
  loaderTexts?: boolean
}

/**
 * `routes` under the app's root route (id `root`, at `/`), in a Remix stub. The root listens for
 * clicks on app links as the app's root layout does (decision 183): they navigate in the stub.
 */
function appStub(routes: StubRoute[], { rootData, root, loaderTexts }: RouteOptions) {
  const RootComponent = root?.Component ?? Outlet
  function StubRoot() {
    useAppLinkNavigation()
    const data = useRouteLoaderData('root') as RootData | undefined
    const matches = useMatches()
    const catalogue = loaderTexts ? mergeMessages(matches.map((match) => match.data)) : undefined
    return (
      <Texts language={data?.language} catalogue={catalogue}>
        <RootComponent />
      </Texts>
    )
  }
  return createRemixStub([
    {
      id: 'root',
      path: '/',
      ...(rootData ? { loader: () => rootData } : {}),
      ...root,
      Component: StubRoot,
      children: routes,
    },
  ])
}

/** Renders the app's routes at an address (`at`) in a Remix stub, inside Mantine. */
export function renderRoute(routes: StubRoute[], options: RouteOptions = {}) {
  const Stub = appStub(routes, options)
  return render(<Stub initialEntries={[options.at ?? '/']} />)
}

/** The server's HTML of the app's routes at an address (no JavaScript in the browser). */
export function routeServerHtml(routes: StubRoute[], options: RouteOptions = {}) {
  const Stub = appStub(routes, options)
  return serverHtml(<Stub initialEntries={[options.at ?? '/']} />)
}

/**
 * Renders `ui` as a page of the app at an address (`at`): what it links to and posts to resolves
 * in the stub; `routes` adds routes beside it (e.g. a resource route a form posts to).
 */
export function renderInApp(ui: () => ReactNode, options: RouteOptions & { routes?: StubRoute[] } = {}) {
  const { routes = [], ...rest } = options
  const Page = () => <>{ui()}</>
  return renderRoute([{ index: true, Component: Page }, { path: '*', Component: Page }, ...routes], rest)
}

/**
 * Waits until a rendered form's client validation can run: conform and the form's schema load
 * after the page (decision 180), and a click before that is a plain submit to the server, as in a
 * browser. `schemaModule` is the form's own lazy import (e.g. `() => import('./sign-in-schemas')`).
 */
export async function clientValidationLoaded(schemaModule: () => Promise<unknown>) {
  await act(async () => {
    await Promise.all([
      import('~/platform/forms/form-controller'),
      import('@conform-to/zod/v3'),
      schemaModule(),
    ])
    for (let tick = 0; tick < 5; tick++) await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

/** How many Mantine component roots (`mantine-<Component>-root`) `element` and its descendants are. */
export const mantineRoots = (element: Element) =>
  [element, ...element.querySelectorAll('*')].filter((e) =>
    Array.from(e.classList).some((c) => /^mantine-[A-Za-z]+-root$/.test(c)),
  ).length

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
