import { parseForm } from '~/platform/forms/submission'
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import type { PlanManagementDetails } from '@member-dashboard/contract'
import { requireAccount } from '~/features/account/guards.server'
import { redirectWithNotice } from '~/platform/session/notice.server'
import { PageStack, PageTitle } from '~/ui/page'
import { CancellationChoice, ConfirmCancellation } from '~/features/account/plan-benefits'
import { failTo, formFailure } from '~/platform/failures/failures.server'
import { replyInvalid } from '~/platform/forms/reply.server'
import { CANCELLATION_CHOICE_REQUIRED, cancellationSchema } from '~/features/account/account'
import { cancelledCoverageText } from '~/platform/plan/plan-management'
import { GeneralErrorBoundary } from '~/ui/error-boundary'

export const meta: MetaFunction = () => [{ title: 'Confirm cancellation' }]

/** The confirm step of the cancellation, as a page: the same choice works without JavaScript. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireAccount(request)
  const details = await api.planManagementDetails().catch(failTo(request))
  if (!details.eligibleAndActive || details.directPlanCancellationStatus)
    throw redirect('/account/plan-benefits')
  const submission = parseForm(new URL(request.url).searchParams, { schema: cancellationSchema })
  const option = optionOf(
    details.directCancellationOptions,
    submission.status === 'success' ? submission.value : null,
  )
  return {
    option,
    // The choice form again, with the message, when nothing valid was chosen.
    choice: option
      ? null
      : submission.reply({ fieldErrors: { cancellationStatusId: [CANCELLATION_CHOICE_REQUIRED] } }),
    options: details.directCancellationOptions,
    endDate: details.coverageEndDateUponCancellation,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireAccount(request)
  const submission = parseForm(await request.formData(), { schema: cancellationSchema })
  if (submission.status !== 'success') return replyInvalid(submission)
  const id = submission.value.cancellationStatusId
  try {
    await api.cancelPlan({ cancellationStatusId: id })
  } catch (error) {
    return formFailure(request, error, submission)
  }
  const text = `${cancelledCoverageText(id)} will not be renewed for the upcoming plan year.`
  return redirectWithNotice(request, '/account/plan-benefits', `Your request was received. ${text}`)
}

type Option = PlanManagementDetails['directCancellationOptions'][number]
const optionOf = (options: Option[], value: { cancellationStatusId?: unknown } | null) =>
  options.find((o) => o.id === value?.cancellationStatusId) ?? null

export default function ConfirmCancellationPage() {
  const { option, choice, options, endDate } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  // After a refusal (the modal posts here without the query), the posted option stays on screen.
  const posted = option ?? optionOf(options, actionData?.result.initialValue ?? null)
  return (
    <PageStack>
      <PageTitle>Confirm cancellation</PageTitle>
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
