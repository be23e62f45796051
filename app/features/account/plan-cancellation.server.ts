/** /account/plan-benefits/cancel: the confirm step of a direct plan cancellation (spec section 4). */
import { parseForm } from '~/platform/forms/submission'
import { redirect } from '@remix-run/node'
import { requireAccount } from '~/platform/session/account-state.server'
import { redirectWithNotice } from '~/platform/session/notice.server'
import { failTo, formFailure } from '~/platform/failures/failures.server'
import { replyInvalid } from '~/platform/forms/reply.server'
import { CANCELLATION_CHOICE_REQUIRED, cancellationOption } from './account'
import { cancellationSchema } from './account-schemas'
import { cancelledCoverageText } from '~/platform/plan/plan-management'

/** The confirm step of the cancellation, as a page: the same choice works without JavaScript. */
export async function planCancellationLoader(request: Request) {
  const { api } = await requireAccount(request)
  const details = await api.planManagementDetails().catch(failTo(request))
  if (!details.eligibleAndActive || details.directPlanCancellationStatus)
    throw redirect('/account/plan-benefits')
  const submission = parseForm(new URL(request.url).searchParams, { schema: cancellationSchema })
  const option = cancellationOption(
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

export async function planCancellationAction(request: Request) {
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
