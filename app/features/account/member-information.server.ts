/** /account/member-information (spec section 2): the family's details and the ID card options. */
import { parseForm } from '~/platform/forms/submission'
import { z } from 'zod'
import { familyOf } from './family.server'
import { requireAccount } from '~/platform/session/account-state.server'
import { redirectWithNotice } from '~/platform/session/notice.server'
import { failTo, formFailure } from '~/platform/failures/failures.server'
import { replyInvalid } from '~/platform/forms/reply.server'
import { ID_CARD_CHOICE_MISSING, ID_CARD_INTENTS, ID_CARD_NOT_ELIGIBLE } from './account'
import { emailIdCardSchema, requestIdCardSchema } from './account-schemas'
import { formMessages, type PageTexts } from '~/platform/i18n/language.server'
import { messagesFor, textsFor } from '~/platform/i18n/page-texts.server'
import type { PageArgs } from '~/platform/context/load-context.server'

const schema = z.discriminatedUnion('intent', [emailIdCardSchema, requestIdCardSchema])

/** The page's texts (`messagesFor`). */
export const MEMBER_INFORMATION_TEXTS = {
  account: ['memberInformation', 'coverage'],
  validation: formMessages('account'),
} as const satisfies PageTexts

export async function memberInformationLoader(args: PageArgs) {
  const { account, member, idCardEligible } = await requireAccount(args, ({ api }) => ({
    idCardEligible: api.idCardEligible(),
  }))
  return {
    family: familyOf(account, member, new Date(), args),
    idCardEligible,
    email: account.preferences.emailAddress ?? '',
    messages: messagesFor(args, MEMBER_INFORMATION_TEXTS),
  }
}

export async function memberInformationAction(args: PageArgs) {
  const { request } = args
  const { api } = await requireAccount(args)
  const submission = parseForm(await request.formData(), { schema })
  if (submission.status !== 'success') {
    // An empty body, or one naming neither form: said above the ID card options (decision 101).
    const chosen = ID_CARD_INTENTS.includes(String(submission.payload.intent))
    return replyInvalid(submission, chosen ? {} : { formErrors: [ID_CARD_CHOICE_MISSING] })
  }
  if (!(await api.idCardEligible().catch(failTo(args))))
    return replyInvalid(submission, { formErrors: [ID_CARD_NOT_ELIGIBLE] })
  const value = submission.value
  const { t } = textsFor(args, 'account')
  try {
    if (value.intent === 'email-id-card') {
      await api.emailIdCard({ category: value.category, emailAddress: value.emailAddress })
      return redirectWithNotice(
        request,
        '/account/member-information',
        t('notices.idCardEmailed', { email: value.emailAddress }),
      )
    }
    const answer = await api.requestIdCard(value.category)
    return redirectWithNotice(request, '/account/member-information', answer || t('notices.idCardRequested'))
  } catch (error) {
    return formFailure(args, error, submission)
  }
}
