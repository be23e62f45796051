import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { TwoStepSettings } from '~/features/account/two-step-settings'
import { twoStepSettingsAction, twoStepSettingsLoader } from '~/features/account/two-step-settings.server'
import { PageStack, PageTitle } from '~/ui/page'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'

export const meta: MetaFunction = (args) => pageTitle(args, 'account', 'twoStep.title')

export async function loader({ request }: LoaderFunctionArgs) {
  return twoStepSettingsLoader(request)
}

export async function action({ request }: ActionFunctionArgs) {
  return twoStepSettingsAction(request)
}

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
