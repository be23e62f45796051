import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadCareReminders } from '~/features/find-care/find-care.server'
import { CareRemindersPage } from '~/features/find-care/care-reminders-page'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'
import { menuTitleForMeta, translateForMeta, useTranslation } from '~/platform/i18n/use-translation'

/** The page's title; on its error page (no loader data, so none of its texts) the menu's title. */
export const meta: MetaFunction = ({ data, matches }) => [
  {
    title: data
      ? translateForMeta(matches, 'find-care', 'reminders.title')
      : menuTitleForMeta(matches, 'Care reminders'),
  },
]

/** The preventive care due for the family members the signed-in member may see (home, Find care). */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadCareReminders(request)
}

export default function CareReminders() {
  const { t } = useTranslation('find-care')
  const { members } = useLoaderData<typeof loader>()
  return (
    <PageStack>
      <PageTitle>{t('reminders.title')}</PageTitle>
      <CareRemindersPage members={members} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
