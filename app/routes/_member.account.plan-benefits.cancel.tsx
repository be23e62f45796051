import { parseWithZod } from '@conform-to/zod'
import { Alert } from '@mantine/core'
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { formMessage, requireAccount } from '~/features/account/guards.server'
import { redirectWithNotice } from '~/platform/session/notice.server'
import { PageStack, PageTitle } from '~/ui/page'
import { CancellationChoice, ConfirmCancellation } from '~/features/account/plan-benefits'
import { failTo } from '~/platform/failures/failures.server'
import { cancellationSchema } from '~/features/account/account'
import { cancelledCoverageText } from '~/platform/plan/plan-management'
import { GeneralErrorBoundary } from '~/ui/error-boundary'

export const meta: MetaFunction = () => [{ title: 'Confirm cancellation' }]

/** The confirm step of the cancellation, as a page: the same choice works without JavaScript. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireAccount(request)
  const details = await api.planManagementDetails().catch(failTo(request))
  if (!details.eligibleAndActive || details.directPlanCancellationStatus)
    throw redirect('/account/plan-benefits')
  const submission = parseWithZod(new URL(request.url).searchParams, { schema: cancellationSchema })
  const option =
    submission.status === 'success'
      ? (details.directCancellationOptions.find((o) => o.id === submission.value.cancellationStatusId) ??
        null)
      : null
  const error = option
    ? undefined
    : submission.status === 'error'
      ? submission.error?.cancellationStatusId?.join(' ')
      : undefined
  return {
    option,
    error,
    options: details.directCancellationOptions,
    endDate: details.coverageEndDateUponCancellation,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireAccount(request)
  const submission = parseWithZod(await request.formData(), { schema: cancellationSchema })
  if (submission.status !== 'success') return { message: 'Choose the coverage to cancel' }
  const id = submission.value.cancellationStatusId
  const failed = await api.cancelPlan({ cancellationStatusId: id }).then(
    () => null,
    (e) => formMessage(e, request),
  )
  if (failed !== null) return { message: failed }
  const text = `${cancelledCoverageText(id)} will not be renewed for the upcoming plan year.`
  return redirectWithNotice(request, '/account/plan-benefits', `Your request was received. ${text}`)
}

export default function ConfirmCancellationPage() {
  const { option, error, options, endDate } = useLoaderData<typeof loader>()
  const failed = useActionData<typeof action>()
  return (
    <PageStack>
      <PageTitle>Confirm cancellation</PageTitle>
      {failed?.message ? (
        <Alert color="red" variant="light" role="alert">
          {failed.message}
        </Alert>
      ) : null}
      {option ? (
        <ConfirmCancellation option={option} endDate={endDate} />
      ) : (
        <CancellationChoice options={options} error={error} />
      )}
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
