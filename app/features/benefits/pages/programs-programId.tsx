import { pageTitle } from '~/platform/i18n/use-translation'
import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ProgramDetails } from '~/features/benefits/programs/program-details'
import { BenefitsNav } from '~/features/benefits/benefits-nav'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'
import type { loader } from './programs-programId.server'

export const meta: MetaFunction<typeof loader> = (args) =>
  pageTitle(args, 'benefits', 'pages.program', {
    values: args.data && { name: args.data.name },
    menu: 'Programs',
  })

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
