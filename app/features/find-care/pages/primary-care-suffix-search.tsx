import { Anchor } from '~/ui/layout'
import { type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react'
import { onlyChoiceDiffers } from '~/features/find-care/primary-care'
import {
  ProviderResults,
  ProviderSearchForm,
  UnplacedSelectionErrors,
} from '~/features/find-care/provider-search'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'
import type { action, loader } from './primary-care-suffix-search.server'

/** The page's title; on its error page (no loader data, so none of its texts) the menu's title. */
export const meta: MetaFunction<typeof loader> = (args) =>
  pageTitle(args, 'find-care', 'search.titleFor', {
    values: args.data && { name: args.data.member.firstName },
    menu: 'Primary care',
  })

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
