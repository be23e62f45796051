import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadCareReminders } from '~/features/find-care/find-care.server'
import { CareRemindersPage } from '~/features/find-care/care-reminders-page'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'

export const meta: MetaFunction = () => [{ title: 'Care reminders' }]

/** The preventive care due for the family members the signed-in member may see (home, Find care). */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadCareReminders(request)
}

export default function CareReminders() {
  const { members } = useLoaderData<typeof loader>()
  return (
    <PageStack>
      <PageTitle>Care reminders</PageTitle>
      <CareRemindersPage members={members} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
