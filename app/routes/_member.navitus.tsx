import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requirePharmacy } from '~/features/claims/claims.server'
import { PharmacyPage } from '~/features/claims/pharmacy'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'

export const meta: MetaFunction = () => [{ title: 'Pharmacy' }]

/** The pharmacy benefit manager (program 37): only for members who have it, else the 404 page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { program } = await requirePharmacy(request)
  return { name: program.name, description: program.description, phone: program.details?.phoneNumber ?? null }
}

export default function Pharmacy() {
  const data = useLoaderData<typeof loader>()
  return (
    <PageStack>
      <PageTitle>Pharmacy</PageTitle>
      <PharmacyPage {...data} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
