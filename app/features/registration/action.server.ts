import { parseWithZod } from '@conform-to/zod'
import { redirect } from '@remix-run/node'
import { brandForRequest } from '~/platform/config/brand.server'
import { createMemberApi } from '~/platform/gateway/client.server'
import { isGatewayError } from '~/platform/gateway/errors'
import { failTo } from '~/platform/failures/failures.server'
import { answersPayload } from '~/platform/forms/security-answers'
import { toYesNo } from '~/platform/formats'
import {
  allowedStep,
  contactPreferencesSchema,
  credentialsSchema,
  identifySchema,
  policiesSchema,
  previousStep,
  questionsSchema,
  type RegistrationDraft,
  type RegistrationStepId,
} from './registration'
import { clearRegistrationCookie, readDraft, saveDraft } from './state.server'

/** A refusal the form shows (400/409 with a message); anything else is the error page. */
async function refusal(error: unknown, request: Request): Promise<string> {
  if (isGatewayError(error) && (error.status === 400 || error.status === 409) && error.body?.message) {
    return error.body.message
  }
  return failTo(request)(error)
}

async function next(request: Request, draft: RegistrationDraft, activeStep: RegistrationStepId) {
  return redirect('/registration', {
    headers: { 'set-cookie': await saveDraft(request, { ...draft, activeStep }) },
  })
}

export async function registrationAction(request: Request) {
  const formData = await request.formData()
  const { draft } = await readDraft(request)
  const step = allowedStep(draft)
  const intent = formData.get('intent')
  if (intent === 'restart') {
    return redirect('/registration', { headers: { 'set-cookie': await clearRegistrationCookie(request) } })
  }
  if (intent === 'back') return next(request, draft, previousStep(step))
  const domainId = brandForRequest(request).domainId
  const api = createMemberApi(null)

  if (step === 'identify') {
    const submission = parseWithZod(formData, { schema: identifySchema(new Date()) })
    if (submission.status !== 'success') return submission.reply()
    const { step: _s, ...userDetails } = submission.value
    const check = await api
      .validateRegistration({ step: 'userDetails', domainId, userDetails })
      .catch(async (e) => ({
        valid: false,
        message: await refusal(e, request),
      }))
    if (!check.valid)
      return submission.reply({ formErrors: [check.message ?? 'We could not verify your details.'] })
    return next(request, { ...draft, userDetails }, 'preferences')
  }
  if (step === 'preferences') {
    const submission = parseWithZod(formData, { schema: contactPreferencesSchema })
    if (submission.status !== 'success') return submission.reply()
    const preferences = {
      emailAddress: submission.value.emailAddress,
      electronicEob: toYesNo(submission.value.electronicEob),
    }
    return next(request, { ...draft, preferences }, 'questions')
  }
  if (step === 'questions') {
    const submission = parseWithZod(formData, { schema: questionsSchema })
    if (submission.status !== 'success') return submission.reply()
    const questions = answersPayload(submission.value as unknown as Record<string, string>)
    return next(request, { ...draft, questions }, 'policies')
  }
  if (step === 'policies') {
    const submission = parseWithZod(formData, { schema: policiesSchema })
    if (submission.status !== 'success') return submission.reply()
    return next(
      request,
      { ...draft, policySignatures: { communicationPolicy: true, termsOfUse: true } },
      'credentials',
    )
  }
  const hideFields = ['password', 'confirmPassword']
  const submission = parseWithZod(formData, { schema: credentialsSchema })
  if (submission.status !== 'success') return submission.reply({ hideFields })
  const { username, password } = submission.value
  if (!draft.userDetails || !draft.preferences || !draft.questions || !draft.policySignatures) {
    return next(request, draft, 'identify')
  }
  const state = {
    userDetails: draft.userDetails,
    preferences: draft.preferences,
    questions: draft.questions,
    policySignatures: draft.policySignatures,
    credentials: { username, password },
    domainId,
  }
  const failed = await api.register(state).then(
    () => null,
    (e) => refusal(e, request),
  )
  if (failed !== null) return submission.reply({ formErrors: [failed], hideFields })
  return redirect('/registration/complete', {
    headers: { 'set-cookie': await clearRegistrationCookie(request) },
  })
}
