import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadProgramsPage } from '~/features/benefits/programs/programs.server'
import { ProgramsPage } from '~/features/benefits/programs/programs-page'
import { BenefitsNav } from '~/features/benefits/benefits-nav'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { useTranslation } from '~/platform/i18n/use-translation'
import { benefitsTitle } from '~/features/benefits/page-title'
import { PageStack, PageTitle } from '~/ui/page'

export const meta: MetaFunction = ({ matches }) => [
  { title: benefitsTitle(matches, { key: 'pages.programs' }, 'Programs') },
]

export async function loader({ request }: LoaderFunctionArgs) {
  return loadProgramsPage(request)
}

export default function ProgramsRoute() {
  const { featured, categories, nav } = useLoaderData<typeof loader>()
  const { t } = useTranslation('benefits')
  return (
    <PageStack>
      <PageTitle>{t('pages.programs')}</PageTitle>
      <BenefitsNav items={nav} />
      <ProgramsPage featured={featured} categories={categories} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
