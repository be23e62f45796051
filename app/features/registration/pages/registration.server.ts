import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { registrationAction } from '~/features/registration/action.server'
import { registrationQuestions } from '~/features/registration/questions.server'
import { readDraft } from '~/features/registration/state.server'
import { screenFailure } from '~/platform/failures/failures.server'
import { allowedStep, registrationPolicyPhone } from '~/features/registration/registration'
import { getAuthState } from '~/platform/session/auth.server'
import { formMessages } from '~/platform/i18n/language.server'
import { messagesFor } from '~/platform/i18n/page-texts.server'
import { DOMAIN } from '~/platform/config/brands'
import { contextOf } from '~/platform/context/load-context.server'

/** Multi-step sign-up; the state lives in the `__registration` cookie (never the password). */
export async function loader(args: LoaderFunctionArgs) {
  const { request } = args
  const { stage, brand } = await getAuthState(args)
  if (stage === 'full') throw redirect('/home')
  if (brand.domainId === DOMAIN.PARTNER) throw redirect('/login')
  const { draft } = await readDraft(request)
  const step = allowedStep(draft)
  // `security-questions` is screen-handled (section 8): the step shows the message.
  const questions =
    step === 'questions'
      ? await registrationQuestions(contextOf(args).api(null)).catch((error) => screenFailure(args, error))
      : []
  const policyPhone = registrationPolicyPhone(brand.contactLines)
  const messages = messagesFor(args, {
    registration: ['steps', 'registration', 'errors'],
    validation: formMessages('registration'),
  })
  return Array.isArray(questions)
    ? { step, draft, policyPhone, questions, questionsFailure: null, messages }
    : { step, draft, policyPhone, questions: [], questionsFailure: questions.message, messages }
}

export async function action(args: ActionFunctionArgs) {
  return registrationAction(args)
}
