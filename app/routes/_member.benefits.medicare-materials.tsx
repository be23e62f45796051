import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadMedicareMaterials } from '~/features/benefits/documents/documents.server'
import { MedicareMaterials } from '~/features/benefits/documents/document-pages'
import { BenefitsNav } from '~/features/benefits/benefits-nav'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'

export const meta: MetaFunction = () => [{ title: 'Medicare Materials' }]

export async function loader({ request }: LoaderFunctionArgs) {
  return loadMedicareMaterials(request)
}

export default function Page() {
  const data = useLoaderData<typeof loader>()
  return (
    <PageStack>
      <PageTitle>Medicare Materials</PageTitle>
      <BenefitsNav items={data.nav} />
      <MedicareMaterials materials={data.materials} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
