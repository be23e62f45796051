import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { CareRemindersPage } from '~/features/find-care/care-reminders-page'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'
import type { loader } from './care-reminders.server'

/** The page's title; on its error page (no loader data, so none of its texts) the menu's title. */
export const meta: MetaFunction = (args) =>
  pageTitle(args, 'find-care', 'reminders.title', { menu: 'Care reminders' })

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
