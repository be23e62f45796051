/**
 * Registration and recovery rules (spec sections 2, 3, 5): the steps of the sign-up, one schema per
 * step form, and the recovery forms. Pure: no I/O. The registration state keeps no password: the
 * password is asked on the final step and sent straight to account/registration.
 */
import { z } from 'zod'
import { securityAnswersShape, duplicateQuestions } from '~/platform/forms/security-answers'
import {
  COMMUNICATION_POLICY_MESSAGE,
  PASSWORD_MISMATCH,
  tickedCheckbox,
  dateOfBirthField,
  emailField,
  fieldsMatch,
  idField,
  nameField,
  passwordField,
  requiredString,
  usernameField,
} from '~/platform/forms/validators'

export const REGISTRATION_STEPS = [
  { id: 'identify', label: 'Identify yourself' },
  { id: 'preferences', label: 'Contact preferences' },
  { id: 'questions', label: 'Security questions' },
  { id: 'policies', label: 'Policies' },
  { id: 'credentials', label: 'Username and password' },
] as const
export type RegistrationStepId = (typeof REGISTRATION_STEPS)[number]['id']
export const STEP_IDS = REGISTRATION_STEPS.map((s) => s.id) as RegistrationStepId[]
export const stepIndex = (id: RegistrationStepId) => STEP_IDS.indexOf(id)

/**
 * The registration state's policyPhone: the number for questions about the policies the member
 * signs, the brand's account-access line (decision 147); null when the brand lists none.
 */
export function registrationPolicyPhone(
  contactLines: readonly { id: string; phone: string }[],
): string | null {
  return contactLines.find((line) => line.id === 'account')?.phone ?? null
}

export const identifySchema = (now: Date) =>
  z.object({
    step: z.literal('identify'),
    subscriberId: idField('Subscriber ID'),
    firstName: nameField('First name'),
    lastName: nameField('Last name'),
    dateOfBirth: dateOfBirthField('Date of birth', now),
  })

export const contactPreferencesSchema = z.object({
  step: z.literal('preferences'),
  emailAddress: emailField('Email address'),
  electronicEob: z.boolean().optional(),
})

export const questionsSchema = z
  .object({ step: z.literal('questions'), ...securityAnswersShape() })
  .superRefine(duplicateQuestions)

export const TERMS_MESSAGE = 'Please accept the terms of use.'

export const policiesSchema = z.object({
  step: z.literal('policies'),
  communicationPolicy: tickedCheckbox(COMMUNICATION_POLICY_MESSAGE),
  termsOfUse: tickedCheckbox(TERMS_MESSAGE),
})

export const credentialsSchema = z
  .object({
    step: z.literal('credentials'),
    username: usernameField('Username'),
    password: passwordField('Password'),
    confirmPassword: requiredString('Confirm password', { max: 128 }),
  })
  .superRefine(fieldsMatch('password', 'confirmPassword', PASSWORD_MISMATCH))

/** What the `__registration` cookie holds: everything but the password. */
export type RegistrationDraft = {
  activeStep: RegistrationStepId
  userDetails?: { subscriberId: string; firstName: string; lastName: string; dateOfBirth: string }
  preferences?: { emailAddress: string; electronicEob: 'Y' | 'N' }
  questions?: { questionId: string; answer: string }[]
  policySignatures?: { communicationPolicy: boolean; termsOfUse: boolean }
}

/** The first step whose data is missing: a member cannot skip ahead by editing the form. */
export function firstIncompleteStep(draft: RegistrationDraft): RegistrationStepId {
  if (!draft.userDetails) return 'identify'
  if (!draft.preferences) return 'preferences'
  if (!draft.questions?.length) return 'questions'
  if (!draft.policySignatures) return 'policies'
  return 'credentials'
}

/** The step to show: the one asked for, never past the first incomplete one. */
export function allowedStep(draft: RegistrationDraft): RegistrationStepId {
  const limit = stepIndex(firstIncompleteStep(draft))
  return stepIndex(draft.activeStep) <= limit ? draft.activeStep : STEP_IDS[limit]
}

export function previousStep(step: RegistrationStepId): RegistrationStepId {
  return STEP_IDS[Math.max(0, stepIndex(step) - 1)]
}

// ---------------------------------------------------------------- recovery

export const forgotUsernameSchema = z.object({ emailAddress: emailField('Email address') })
export const forgotPasswordSchema = z.object({ username: usernameField('Username') })
