/** /account/member-information (spec section 2): the family's details and the ID card options. */
import { parseForm } from '~/platform/forms/submission'
import { z } from 'zod'
import { familyOf } from './family.server'
import { requireAccount } from '~/platform/session/account-state.server'
import { redirectWithNotice } from '~/platform/session/notice.server'
import { failTo, formFailure } from '~/platform/failures/failures.server'
import { replyInvalid } from '~/platform/forms/reply.server'
import { ID_CARD_CHOICE_MISSING, ID_CARD_INTENTS } from './account'
import { emailIdCardSchema, requestIdCardSchema } from './account-schemas'

const schema = z.discriminatedUnion('intent', [emailIdCardSchema, requestIdCardSchema])

export async function memberInformationLoader(request: Request) {
  const { account, member, idCardEligible } = await requireAccount(request, ({ api }) => ({
    idCardEligible: api.idCardEligible(),
  }))
  return {
    family: familyOf(account, member, new Date()),
    idCardEligible,
    email: account.preferences.emailAddress ?? '',
  }
}

export async function memberInformationAction(request: Request) {
  const { api } = await requireAccount(request)
  const submission = parseForm(await request.formData(), { schema })
  if (submission.status !== 'success') {
    // An empty body, or one naming neither form: said above the ID card options (decision 101).
    const chosen = ID_CARD_INTENTS.includes(String(submission.payload.intent))
    return replyInvalid(submission, chosen ? {} : { formErrors: [ID_CARD_CHOICE_MISSING] })
  }
  if (!(await api.idCardEligible().catch(failTo(request))))
    return replyInvalid(submission, { formErrors: ['Not eligible for an ID card'] })
  const value = submission.value
  try {
    if (value.intent === 'email-id-card') {
      await api.emailIdCard({ category: value.category, emailAddress: value.emailAddress })
      return redirectWithNotice(
        request,
        '/account/member-information',
        `Your ID card was e-mailed to ${value.emailAddress}`,
      )
    }
    const answer = await api.requestIdCard(value.category)
    return redirectWithNotice(
      request,
      '/account/member-information',
      answer || 'Your ID card request was received',
    )
  } catch (error) {
    return formFailure(request, error, submission)
  }
}
