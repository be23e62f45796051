import '~/ui/theme/styles.css'
import '~/ui/app.css'
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from '@mantine/core'
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react'
import { lazy, Suspense, useEffect, useMemo, useState, type ComponentProps, type ReactNode } from 'react'
import { brands } from '~/platform/config/brands'
import { getAuthState } from '~/platform/session/auth.server'
import { readFlash } from '~/platform/session/flash.server'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { whenIdle } from '~/platform/when-idle'
import { startFieldVitals } from '~/platform/vitals/field-vitals'
import { useNonce } from '~/platform/security/nonce'
import { sessionLimits } from '~/platform/session/session.server'
import { signedOutMessage } from '~/platform/session/timeouts'
import { useSignedIn } from '~/platform/signed-in'
import { env } from '~/platform/config/env.server'
import { BasicFrame } from '~/features/shell/basic-frame'
import { themeFor } from '~/ui/theme'
import { useAppLinkNavigation } from '~/ui/app-link'
import { messagesFor, messageTextFor } from '~/platform/i18n/page-texts.server'
import type { Section } from '~/platform/i18n/catalogues.server'
import { DEFAULT_LANGUAGE, isLanguage, LOCALES, type Language } from '~/platform/i18n/languages'
import type { PackedMessages } from '~/platform/i18n/packed-messages'
import { errorDataWithTexts } from '~/platform/i18n/error-texts.server'
import { mergeMessages, TranslationProvider, translateForMeta } from '~/platform/i18n/use-translation'
import { contextOf, type PageArgs } from '~/platform/context/load-context.server'

/**
 * The idle warning's dialog (Mantine's Modal with its scroll lock: 14 kB of gzipped JavaScript)
 * opens minutes after a page loads at the earliest and renders nothing before, so it loads after
 * hydration instead of with every page (decision 116).
 *
 * A file that does not come (the network dropped, a release replaced it, or Firefox cancelled it
 * because the member is leaving for another document: Firefox stops a page's requests when the
 * next document is asked for, Chromium only once it arrives) must not take the page down: thrown
 * by `lazy`, it replaced the page with the error page again and again until the next document
 * came (decision 250). The page goes on without the warning; the server still ends an idle
 * session, and the next document tries again.
 */
const IdleWarning = lazy(() =>
  import('~/ui/idle-warning').then(
    (module) => ({ default: module.IdleWarning }),
    () => ({ default: NoIdleWarning }),
  ),
)
function NoIdleWarning(_props: { idleMs: number; warningMs: number }) {
  return null
}

/**
 * The idle warning, loaded once the page is idle after hydration (decision 201). A component of its
 * own: the layout does not render again when it comes, only this does.
 */
function IdleWarningOnceIdle(props: ComponentProps<typeof IdleWarning>) {
  const [ready, setReady] = useState(false)
  useEffect(() => whenIdle(() => setReady(true)), [])
  return ready ? (
    <Suspense fallback={null}>
      <IdleWarning {...props} />
    </Suspense>
  ) : null
}

/**
 * Field vitals (issue 45, decision 220): measured from the page's first idle moment after
 * hydration, for the route the document loaded with; renders nothing.
 */
function FieldVitals() {
  const matches = useMatches()
  const routeId = matches.at(-1)?.id ?? 'root'
  // Once per document: the page view's route is the one it loaded with.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => whenIdle(() => startFieldVitals(routeId)), [])
  return null
}

export async function loader(args: LoaderFunctionArgs) {
  const { request } = args
  const language = contextOf(args).language
  const { brand, stage, flash } = await (async () => {
    const auth = await getAuthState(args)
    return { ...auth, flash: await readFlash(request) }
  })().catch((error: unknown) => {
    throw withTexts(error, language)
  })
  return data(
    {
      /** The member's language (decision 189) and the texts every page may show. */
      language,
      messages: rootMessages(args, language),
      domainId: brand.domainId,
      productDisplayName: brand.productDisplayName,
      primaryColor: brand.primaryColor,
      signedIn: stage === 'full',
      notification: flash.notification,
      loggedOut: flash.loggedOut,
      /** 'Signed out after inactivity' (or after 2 hours) for /login; decision 071. */
      signedOutMessage: flash.signedOut
        ? messageTextFor(args)(signedOutMessage(flash.signedOut, sessionLimits))
        : null,
      idleWarning: { idleMs: sessionLimits.idleMs, warningMs: env.sessionIdleWarningSeconds * 1000 },
    },
    { headers: flash.setCookie ? { 'set-cookie': flash.setCookie } : undefined },
  )
}

/**
 * The `common` sections the browser renders on any page. `signedOut`, `refusal` and `planDates`
 * are left out: the server alone writes those texts (`messageTextFor`, the refusal pages).
 */
const PAGE_COMMON_SECTIONS = [
  'language',
  'documentTitle',
  'description',
  'errors',
  'hiddenInput',
  'shell',
  'idleWarning',
  'pageTitles',
  'ui',
] as const satisfies readonly Section<'common'>[]

/**
 * The texts of every page. The brands' texts (`common`'s `brand` section) and the menu titles (the
 * `menus` namespace) are keyed by their English, so an English page gets neither (the lookups
 * show the key: decision 192). The form messages (`validation`) are not here: a page with a form
 * sends them with its own texts (`formMessages`, decision 225), a page without one carries none.
 */
function rootMessages(args: PageArgs, language: Language): PackedMessages {
  if (language === DEFAULT_LANGUAGE) return messagesFor(args, { common: PAGE_COMMON_SECTIONS })
  return messagesFor(args, { common: [...PAGE_COMMON_SECTIONS, 'brand'], menus: 'all' })
}

/**
 * A status the root loader throws (the session store down: the catalogue's 503) carries the
 * member's language and the `common` texts, so the root error page is written in them too
 * (decision 189). Anything else is thrown as it was.
 */
function withTexts(error: unknown, language: Language) {
  if (!isDataWithResponseInit(error)) return error
  return data(errorDataWithTexts(error.data, language), error.init ?? undefined)
}

function isDataWithResponseInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return (value as { type?: unknown } | null)?.type === 'DataWithResponseInit'
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) => {
  // Without the root's data, its error's (the texts a root error page carries, issue 42).
  const texts = data
    ? matches
    : matches.map((match) =>
        match.id === 'root' && isRouteErrorResponse(error) ? { ...match, data: error.data } : match,
      )
  return [
    {
      title: translateForMeta(texts, 'common', 'documentTitle', {
        product: data?.productDisplayName ?? brands[1].productDisplayName,
      }),
    },
    { name: 'description', content: translateForMeta(texts, 'common', 'description') },
  ]
}

/** public/favicon.ico: named here so no browser looks for another icon. */
export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.ico', sizes: '32x32' }]

type RootTexts = { language?: unknown; messages?: unknown }

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root')
  const nonce = useNonce()
  const primaryColor = root?.primaryColor ?? brands[1].primaryColor
  // Without the root's data (its loader threw a status), the texts come with that status.
  const error = useRouteError()
  const fallback = root ? null : isRouteErrorResponse(error) ? (error.data as RootTexts | null) : null
  const language = root?.language ?? (isLanguage(fallback?.language) ? fallback.language : DEFAULT_LANGUAGE)
  const matches = useMatches()
  const signedIn = useSignedIn()
  const catalogue = useMemo(
    () => mergeMessages([fallback, ...matches.map((match) => match.data)]),
    [fallback, matches],
  )
  // Client navigation for the app's plain links (decision 183).
  useAppLinkNavigation()
  // The theme's CSS variables are a static stylesheet (ui/theme/styles.css, decision 115), chosen
  // by data-brand-color, not a <style> block MantineProvider would build on every request. The
  // app has one colour scheme, light: forced, so no stored preference can pick the unstyled dark.
  return (
    <html lang={LOCALES[language]} {...mantineHtmlProps} data-brand-color={primaryColor}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <ColorSchemeScript forceColorScheme="light" nonce={nonce} />
      </head>
      <body>
        <MantineProvider
          theme={themeFor(primaryColor)}
          withCssVariables={false}
          withGlobalClasses={false}
          forceColorScheme="light"
        >
          <TranslationProvider language={language} catalogue={catalogue}>
            {children}
            {root && signedIn ? <IdleWarningOnceIdle {...root.idleWarning} /> : null}
            <FieldVitals />
          </TranslationProvider>
        </MantineProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

/**
 * The public frame's one error boundary: a failure of a page outside the member layout (or of the
 * root loader) shows the error page in the public frame. Member pages have theirs (_member.tsx).
 */
export function ErrorBoundary() {
  return (
    <BasicFrame>
      <GeneralErrorBoundary />
    </BasicFrame>
  )
}
