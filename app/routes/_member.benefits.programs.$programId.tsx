import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadProgramDetails } from '~/features/benefits/programs/programs.server'
import { ProgramDetails } from '~/features/benefits/programs/program-details'
import { BenefitsNav } from '~/features/benefits/benefits-nav'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { benefitsTitle } from '~/features/benefits/page-title'
import { PageStack, PageTitle } from '~/ui/page'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  {
    title: benefitsTitle(
      matches,
      data ? { key: 'pages.program', values: { name: data.name } } : null,
      'Programs',
    ),
  },
]

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadProgramDetails(request, params.programId)
}

export default function ProgramRoute() {
  const program = useLoaderData<typeof loader>()
  return (
    <PageStack>
      <PageTitle>{program.name}</PageTitle>
      <BenefitsNav items={program.nav} />
      <ProgramDetails program={program} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
