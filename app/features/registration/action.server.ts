import { parseForm } from '~/platform/forms/submission'
import { gatewayTextIn } from '~/platform/i18n/codes.server'
import { message } from '~/platform/i18n/message'
import { redirect } from '@remix-run/node'
import { formFailure, isServiceFailure } from '~/platform/failures/failures.server'
import { replyInvalid } from '~/platform/forms/reply.server'
import { limitAttempts, limitedReply } from '~/platform/security/rate-limit.server'
import { answersPayload } from '~/platform/forms/security-answers'
import { toYesNo } from '~/platform/formats'
import {
  allowedStep,
  previousStep,
  registrationPolicyPhone,
  stepIndex,
  type RegistrationDraft,
  type RegistrationStepId,
} from './registration'
import {
  contactPreferencesSchema,
  credentialsSchema,
  identifySchema,
  policiesSchema,
  questionsSchema,
} from './registration-schemas'
import { clearRegistrationCookie, readDraft, saveDraft } from './state.server'
import { contextOf, type PageArgs } from '~/platform/context/load-context.server'
/** Our own refusal when the gateway gives no message: a message the page translates (decision 225). */
export const UNVERIFIED = message('registration:errors.unverified')

async function next(args: PageArgs, draft: RegistrationDraft, activeStep: RegistrationStepId) {
  const { request } = args
  return redirect('/registration', {
    headers: { 'set-cookie': await saveDraft(request, { ...draft, activeStep }) },
  })
}

export async function registrationAction(args: PageArgs) {
  const { request } = args
  const formData = await request.formData()
  const { draft } = await readDraft(request)
  const step = allowedStep(draft)
  const intent = formData.get('intent')
  if (intent === 'restart') {
    return redirect('/registration', { headers: { 'set-cookie': await clearRegistrationCookie(request) } })
  }
  if (intent === 'back') return next(args, draft, previousStep(step))
  const domainId = contextOf(args).brand.domainId
  const api = contextOf(args).api(null)

  if (step === 'identify') {
    const submission = parseForm(formData, { schema: identifySchema(new Date()) })
    if (submission.status !== 'success') return replyInvalid(submission)
    const { step: _s, ...userDetails } = submission.value
    // Attempt limits (decision 074): identity checks that fail count, per subscriber and address.
    const limit = await limitAttempts(request, 'registration', `${domainId}:${userDetails.subscriberId}`)
    if (limit.blocked) return limitedReply(submission, limit.blocked)
    let check: { valid: boolean; message: string | null }
    try {
      check = await api.validateRegistration({ step: 'userDetails', domainId, userDetails })
    } catch (error) {
      // An outage is not a failed identity check (decision 096).
      await (isServiceFailure(error) ? limit.released() : limit.failed())
      // `registration` is screen-handled (section 8): the gateway's message on the form.
      return formFailure(args, error, submission)
    }
    if (!check.valid) {
      await limit.failed()
      // The gateway's message (in the member's words when the app knows it); our own as a message.
      return replyInvalid(submission, {
        formErrors: [check.message ? gatewayTextIn(contextOf(args).language, check.message) : UNVERIFIED],
      })
    }
    return next(args, { ...draft, userDetails }, 'preferences')
  }
  if (step === 'preferences') {
    const submission = parseForm(formData, { schema: contactPreferencesSchema })
    if (submission.status !== 'success') return replyInvalid(submission)
    const preferences = {
      emailAddress: submission.value.emailAddress,
      electronicEob: toYesNo(submission.value.electronicEob),
    }
    return next(args, { ...draft, preferences }, 'questions')
  }
  if (step === 'questions') {
    const submission = parseForm(formData, { schema: questionsSchema })
    if (submission.status !== 'success') return replyInvalid(submission)
    const questions = answersPayload(submission.value as unknown as Record<string, string>)
    return next(args, { ...draft, questions }, 'policies')
  }
  if (step === 'policies') {
    const submission = parseForm(formData, { schema: policiesSchema })
    if (submission.status !== 'success') return replyInvalid(submission)
    return next(
      args,
      { ...draft, policySignatures: { communicationPolicy: true, termsOfUse: true } },
      'credentials',
    )
  }
  const hideFields = ['password', 'confirmPassword']
  const submission = parseForm(formData, { schema: credentialsSchema })
  if (submission.status !== 'success') return replyInvalid(submission, { hideFields })
  const { username, password } = submission.value
  if (!draft.userDetails || !draft.preferences || !draft.questions || !draft.policySignatures) {
    return next(args, draft, 'identify')
  }
  const state = {
    userDetails: draft.userDetails,
    preferences: draft.preferences,
    questions: draft.questions,
    policySignatures: draft.policySignatures,
    credentials: { username, password },
    activeStep: stepIndex('credentials'),
    policyPhone: registrationPolicyPhone(contextOf(args).brand.contactLines),
    domainId,
  }
  const limit = await limitAttempts(request, 'registration', `${domainId}:${draft.userDetails.subscriberId}`)
  if (limit.blocked) return limitedReply(submission, limit.blocked, { hideFields })
  try {
    await api.register(state)
  } catch (error) {
    await (isServiceFailure(error) ? limit.released() : limit.failed())
    return formFailure(args, error, submission, { hideFields })
  }
  return redirect('/registration/complete', {
    headers: { 'set-cookie': await clearRegistrationCookie(request) },
  })
}
