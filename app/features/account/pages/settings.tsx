import { type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { PageStack, PageTitle } from '~/ui/page'
import { SettingsCards } from '~/features/account/settings'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { pageTitle } from '~/platform/i18n/use-translation'
import { useTranslation } from '~/platform/i18n/use-translation'
import type { action, loader } from './settings.server'

export const meta: MetaFunction = (args) => pageTitle(args, 'account', 'settings.title')

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
