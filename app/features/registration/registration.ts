/**
 * Registration and recovery rules (spec sections 2, 3, 5): the steps of the sign-up. Pure: no I/O.
 * The registration state keeps no password: the password is asked on the final step and sent
 * straight to account/registration. One schema per step form, and the recovery forms' schemas, are
 * in `registration-schemas.ts` (loaded after the page, decision 170).
 */

/** The steps in order; each step's label is the catalogue's `registration:steps.<id>`. */
export const REGISTRATION_STEPS = [
  { id: 'identify' },
  { id: 'preferences' },
  { id: 'questions' },
  { id: 'policies' },
  { id: 'credentials' },
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
