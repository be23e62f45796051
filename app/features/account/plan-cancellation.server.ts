/** /account/plan-benefits/cancel: the confirm step of a direct plan cancellation (spec section 4). */
import { parseForm } from '~/platform/forms/submission'
import { redirect } from '@remix-run/node'
import { requireAccount } from '~/platform/session/account-state.server'
import { redirectWithNotice } from '~/platform/session/notice.server'
import { failTo, formFailure } from '~/platform/failures/failures.server'
import { replyInvalid } from '~/platform/forms/reply.server'
import { CANCELLATION_CHOICE_REQUIRED, cancellationOption } from './account'
import { cancellationSchema } from './account-schemas'
import { formMessages } from '~/platform/i18n/language.server'
import { messagesFor, textsFor } from '~/platform/i18n/page-texts.server'
import type { PageArgs } from '~/platform/context/load-context.server'

/** The confirm step of the cancellation, as a page: the same choice works without JavaScript. */
export async function planCancellationLoader(args: PageArgs) {
  const { request } = args
  const { api } = await requireAccount(args)
  const details = await api.planManagementDetails().catch(failTo(args))
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
    messages: messagesFor(args, { account: ['planBenefits'], validation: formMessages('account') }),
  }
}

export async function planCancellationAction(args: PageArgs) {
  const { request } = args
  const { api } = await requireAccount(args)
  const submission = parseForm(await request.formData(), { schema: cancellationSchema })
  if (submission.status !== 'success') return replyInvalid(submission)
  const id = submission.value.cancellationStatusId
  try {
    await api.cancelPlan({ cancellationStatusId: id })
  } catch (error) {
    return formFailure(args, error, submission)
  }
  // The plan management banner's words (spec section 4: Medical, or Medical and Dental, not renewed).
  const { t } = textsFor(args, 'account')
  const notice = t('notices.cancellationReceived', { coverage: t(`planBenefits.coverage.${id}`) })
  return redirectWithNotice(request, '/account/plan-benefits', notice)
}
