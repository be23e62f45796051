/**
 * The schemas of the registration step forms and the recovery forms (spec sections 2, 3, 5). No
 * I/O; the identify step takes `now`. Schemas only: the pages load this module after they are up
 * (decision 170), so a rule a component uses belongs in `registration.ts`.
 */
import { z } from 'zod'
import { message } from '~/platform/i18n/message'
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

export const TERMS_MESSAGE = message('validation:registration.terms')

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

// ---------------------------------------------------------------- recovery

export const forgotUsernameSchema = z.object({ emailAddress: emailField('Email address') })
export const forgotPasswordSchema = z.object({ username: usernameField('Username') })
