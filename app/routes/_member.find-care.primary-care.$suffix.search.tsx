import { Anchor } from '~/ui/layout'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { providerSearchPage, selectProviderAction } from '~/features/find-care/primary-care.server'
import {
  ProviderResults,
  ProviderSearchForm,
  UnplacedSelectionErrors,
} from '~/features/find-care/provider-search'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `Find a primary care provider for ${data.member.firstName}`
      : 'Find a primary care provider',
  },
]

/** The provider search (GET form; results load on submit only). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return providerSearchPage(request, params.suffix)
}

/** Selecting a provider: pcp/select, then back to the member's primary care with a notice. */
export async function action({ request, params }: ActionFunctionArgs) {
  return selectProviderAction(request, params.suffix)
}

export default function ProviderSearchPage() {
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { pathname } = useLocation()
  return (
    <PageStack>
      <Anchor to={`/find-care/primary-care/${data.member.suffix}`}>
        Back to {data.member.firstName}&apos;s primary care
      </Anchor>
      <PageTitle>Find a primary care provider for {data.member.name}</PageTitle>
      <UnplacedSelectionErrors data={data} lastResult={actionData?.result} />
      <ProviderSearchForm data={data} />
      <ProviderResults data={data} path={pathname} lastResult={actionData?.result} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
