import '@mantine/core/styles.css'
import '~/ui/app.css'
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from '@mantine/core'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { brands } from '~/platform/config/brands'
import { getAuthState } from '~/platform/session/auth.server'
import { readFlash } from '~/platform/session/flash.server'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { BasicFrame } from '~/features/shell/basic-frame'
import { cssVariablesResolver, themeFor } from '~/ui/theme'

export async function loader({ request }: LoaderFunctionArgs) {
  const { brand, stage } = await getAuthState(request)
  const flash = await readFlash(request)
  return data(
    {
      domainId: brand.domainId,
      productDisplayName: brand.productDisplayName,
      primaryColor: brand.primaryColor,
      signedIn: stage === 'full',
      notification: flash.notification,
      loggedOut: flash.loggedOut,
    },
    { headers: flash.setCookie ? { 'set-cookie': flash.setCookie } : undefined },
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.productDisplayName ?? 'Member'} Member Dashboard` },
  { name: 'description', content: 'Your plan coverage, ID card, benefits and account.' },
]

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root')
  const primaryColor = root?.primaryColor ?? brands[1].primaryColor
  return (
    <html lang="en-US" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <ColorSchemeScript defaultColorScheme="light" />
      </head>
      <body>
        <MantineProvider
          theme={themeFor(primaryColor)}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="light"
        >
          {children}
        </MantineProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  return (
    <BasicFrame>
      <GeneralErrorBoundary />
    </BasicFrame>
  )
}
