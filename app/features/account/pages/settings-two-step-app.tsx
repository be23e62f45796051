import { type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { TwoStepApp } from '~/features/account/two-step-app'
import { PageStack, PageTitle } from '~/ui/page'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'
import type { action, loader } from './settings-two-step-app.server'

export const meta: MetaFunction = (args) => pageTitle(args, 'account', 'twoStep.setup.title')

export default function TwoStepAppPage() {
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation('account')
  const recoveryCodes = actionData && 'recoveryCodes' in actionData ? actionData.recoveryCodes : undefined
  return (
    <PageStack>
      <PageTitle>{t('twoStep.setup.title')}</PageTitle>
      <TwoStepApp data={data} lastResult={actionData?.result} recoveryCodes={recoveryCodes} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
