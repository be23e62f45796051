import { Anchor } from '~/ui/layout'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react'
import { providerSearchPage, selectProviderAction } from '~/features/find-care/primary-care.server'
import { onlyChoiceDiffers } from '~/features/find-care/primary-care'
import {
  ProviderResults,
  ProviderSearchForm,
  UnplacedSelectionErrors,
} from '~/features/find-care/provider-search'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'
import { translateForMeta, useTranslation } from '~/platform/i18n/use-translation'

/** The page's title; on its error page (no loader data, so none of its texts) the English title. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  {
    title: data
      ? translateForMeta(matches, 'find-care', 'search.titleFor', { name: data.member.firstName })
      : 'Find a primary care provider',
  },
]

/** The provider search (GET form; results load on submit only; `choose` shows one result's selection form). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return providerSearchPage(request, params.suffix)
}

/**
 * Choosing a provider (or cancelling) changes only `choose`, which the page reads from the address:
 * the results in hand show it, without loading them again (decision 174).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (!formMethod && onlyChoiceDiffers(currentUrl, nextUrl) ? false : defaultShouldRevalidate)

/** Selecting a provider: pcp/select, then back to the member's primary care with a notice. */
export async function action({ request, params }: ActionFunctionArgs) {
  return selectProviderAction(request, params.suffix)
}

export default function ProviderSearchPage() {
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation('find-care')
  return (
    <PageStack>
      <Anchor to={`/find-care/primary-care/${data.member.suffix}`}>
        {t('search.back', { name: data.member.firstName })}
      </Anchor>
      <PageTitle>{t('search.titleFor', { name: data.member.name })}</PageTitle>
      <UnplacedSelectionErrors data={data} lastResult={actionData?.result} />
      <ProviderSearchForm data={data} />
      <ProviderResults data={data} lastResult={actionData?.result} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
