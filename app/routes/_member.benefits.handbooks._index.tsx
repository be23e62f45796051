import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadHandbooks } from '~/features/benefits/documents/documents.server'
import { Handbooks } from '~/features/benefits/documents/document-pages'
import { BenefitsNav } from '~/features/benefits/benefits-nav'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { useMessages } from '~/platform/i18n/use-translation'
import { translateTitles } from '~/platform/i18n/menu-titles'
import { benefitsTitle } from '~/features/benefits/page-title'
import { PageStack, PageTitle } from '~/ui/page'

/**
 * The brand's handbooks label ('Member Handbooks', in the member's language as the menu shows it);
 * the partner brand has no handbooks (404 page).
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: benefitsTitle(matches, null, data?.label ?? 'Handbooks') },
]

export async function loader({ request }: LoaderFunctionArgs) {
  return loadHandbooks(request)
}

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
