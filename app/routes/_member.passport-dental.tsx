import { Anchor } from '~/ui/layout'
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requireAccount } from '~/platform/session/account-state.server'
import { PageStack, PageTitle } from '~/ui/page'
import { PassportDental } from '~/features/public/passport-dental'
import { passportDentalFindUrl, passportDentalProgramDetails } from '~/platform/plan/contact'
import { GeneralErrorBoundary } from '~/ui/error-boundary'

export const meta: MetaFunction = () => [{ title: 'Passport Dental' }]

export async function loader({ request }: LoaderFunctionArgs) {
  // The programs call starts with the account state (no waterfall).
  const { account, brand, programs } = await requireAccount(request, ({ api }) => ({
    programs: api.programs(),
  }))
  const details = passportDentalProgramDetails(programs, brand.passportDentalPhone)
  return { ...details, findUrl: passportDentalFindUrl(account.parentGroupId) }
}

export default function PassportDentalPage() {
  const props = useLoaderData<typeof loader>()
  return (
    <PageStack>
      <Anchor to="/find-care/find-a-dentist">Back to find a dentist</Anchor>
      <PageTitle>Passport Dental</PageTitle>
      <PassportDental {...props} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
