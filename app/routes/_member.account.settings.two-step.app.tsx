import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { TwoStepApp } from '~/features/account/two-step-app'
import { twoStepAppAction, twoStepAppLoader } from '~/features/account/two-step-app.server'
import { PageStack, PageTitle } from '~/ui/page'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'

export const meta: MetaFunction = (args) => pageTitle(args, 'account', 'twoStep.setup.title')

export async function loader({ request }: LoaderFunctionArgs) {
  return twoStepAppLoader(request)
}

export async function action({ request }: ActionFunctionArgs) {
  return twoStepAppAction(request)
}

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
