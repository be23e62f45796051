import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Handbooks } from '~/features/benefits/documents/document-pages'
import { BenefitsNav } from '~/features/benefits/benefits-nav'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { pageTitle, useMessages } from '~/platform/i18n/use-translation'
import { translateTitles } from '~/platform/i18n/menu-titles'
import { PageStack, PageTitle } from '~/ui/page'
import type { loader } from './handbooks.server'

/**
 * The brand's handbooks label ('Member Handbooks', in the member's language as the menu shows it);
 * the partner brand has no handbooks (404 page).
 */
export const meta: MetaFunction<typeof loader> = (args) =>
  pageTitle(args, 'benefits', null, { menu: args.data?.label ?? 'Handbooks' })

export default function HandbooksPage() {
  const data = useLoaderData<typeof loader>()
  const [{ title }] = translateTitles([{ title: data.label }], useMessages('menus').messages)
  return (
    <PageStack>
      <PageTitle>{title}</PageTitle>
      <BenefitsNav items={data.nav} />
      <Handbooks handbooks={data.handbooks} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
