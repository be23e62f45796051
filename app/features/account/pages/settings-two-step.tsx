import { type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { TwoStepSettings } from '~/features/account/two-step-settings'
import { PageStack, PageTitle } from '~/ui/page'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'
import type { action, loader } from './settings-two-step.server'

export const meta: MetaFunction = (args) => pageTitle(args, 'account', 'twoStep.title')

export default function TwoStepSettingsPage() {
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation('account')
  return (
    <PageStack>
      <PageTitle>{t('twoStep.title')}</PageTitle>
      <TwoStepSettings data={data} lastResult={actionData?.result} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
