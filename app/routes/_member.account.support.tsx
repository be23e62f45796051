import { Anchor, Text } from '~/ui/layout'
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requireAccount } from '~/platform/session/account-state.server'
import { PageStack, PageTitle } from '~/ui/page'
import { ContactBlocks } from '~/ui/contact-blocks'
import { GeneralErrorBoundary } from '~/ui/error-boundary'

export const meta: MetaFunction = () => [{ title: 'Help center' }]

/** The help center: the contact lines of the member's brand. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { brand } = await requireAccount(request)
  return { lines: brand.contactLines }
}

export default function Support() {
  const { lines } = useLoaderData<typeof loader>()
  return (
    <PageStack>
      <PageTitle>Help center</PageTitle>
      <Text>Questions about your plan, claims or this dashboard? Call or e-mail us.</Text>
      <ContactBlocks lines={lines} />
      <Anchor to="/contact-us">All contact information and our holiday calendar</Anchor>
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
