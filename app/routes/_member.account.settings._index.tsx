import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { requireSettings } from '~/features/account/guards.server'
import { PageStack, PageTitle } from '~/ui/page'
import { SettingsCards } from '~/features/account/settings'
import { settingsAction, settingsCalls, settingsData } from '~/features/account/settings.server'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { pageTitle } from '~/platform/i18n/use-translation'
import { useTranslation } from '~/platform/i18n/use-translation'

export const meta: MetaFunction = (args) => pageTitle(args, 'account', 'settings.title')

/** Settings: refused (403) for dependents on the partner brand and dependents under 18. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireSettings(request, settingsCalls(request))
  return settingsData(ctx, request)
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireSettings(request)
  return settingsAction(ctx, request)
}

export default function Settings() {
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation('account')
  return (
    <PageStack>
      <PageTitle>{t('settings.title')}</PageTitle>
      <SettingsCards data={data} lastResult={actionData?.result} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
