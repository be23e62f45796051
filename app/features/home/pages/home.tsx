import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { HomePage } from '~/features/home/home-page'
import { pageTitle } from '~/platform/i18n/use-translation'
import type { loader } from './home.server'

export const meta: MetaFunction = (args) => pageTitle(args, 'home', 'title')

export default function Home() {
  return <HomePage data={useLoaderData<typeof loader>()} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
