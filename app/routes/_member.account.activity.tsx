import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { AccountActivity } from '~/features/account/activity-page'
import {
  activityAction,
  activityCalls,
  activityData,
  requireAccountActivity,
} from '~/features/account/activity.server'
import { PageStack, PageTitle } from '~/ui/page'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { pageTitle } from '~/platform/i18n/use-translation'
import { useTranslation } from '~/platform/i18n/use-translation'

export const meta: MetaFunction = (args) => pageTitle(args, 'account', 'activity.title')

/** Account activity (issue 23): adult members only (403 for members under 18). */
export async function loader({ request }: LoaderFunctionArgs) {
  return activityData(await requireAccountActivity(request, activityCalls(new Date())), request)
}

export async function action({ request }: ActionFunctionArgs) {
  return activityAction(request)
}

export default function AccountActivityPage() {
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation('account')
  return (
    <PageStack>
      <PageTitle>{t('activity.title')}</PageTitle>
      <AccountActivity data={data} lastResult={actionData?.result} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
