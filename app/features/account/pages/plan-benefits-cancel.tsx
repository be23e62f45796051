import { type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { PageStack, PageTitle } from '~/ui/page'
import { CancellationChoice, ConfirmCancellation } from '~/features/account/plan-benefits'
import { cancellationOption } from '~/features/account/account'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { pageTitle } from '~/platform/i18n/use-translation'
import { useTranslation } from '~/platform/i18n/use-translation'
import type { action, loader } from './plan-benefits-cancel.server'

export const meta: MetaFunction = (args) => pageTitle(args, 'account', 'planBenefits.confirmTitle')

export default function ConfirmCancellationPage() {
  const { option, choice, options, endDate } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation('account')
  // After a refusal (the modal posts here without the query), the posted option stays on screen.
  const posted = option ?? cancellationOption(options, actionData?.result.initialValue ?? null)
  return (
    <PageStack>
      <PageTitle>{t('planBenefits.confirmTitle')}</PageTitle>
      {posted ? (
        <ConfirmCancellation option={posted} endDate={endDate} lastResult={actionData?.result} />
      ) : (
        <CancellationChoice options={options} lastResult={choice} />
      )}
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
