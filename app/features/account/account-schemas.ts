/**
 * The schemas of the account forms (spec sections 3, 5, 6): preferences, address, password, the ID
 * card requests, plan cancellation, eBill registration and the activity page's sign-out forms. No
 * I/O. Schemas only: the pages load this module after they are up (decision 170), so a rule a
 * component uses belongs in `account.ts` or `activity.ts`.
 */
import { z } from 'zod'
import { twoStepCodeTyped, type PreferenceFlag } from '@member-dashboard/contract'
import { message } from '~/platform/i18n/message'
import {
  emailField,
  fieldsMatch,
  messages,
  optionalField,
  PASSWORD_MISMATCH,
  passwordField,
  refuseControlCharacters,
  requiredString,
} from '~/platform/forms/validators'
import {
  CANCELLATION_CHOICE_REQUIRED,
  EMAIL_CHANGE_NEEDS_PASSWORD,
  emailNeedsPassword,
  PASSWORD_UNCHANGED,
  PHONE_PATTERN,
  US,
  ZIP_PATTERN,
} from './account'
import { APP_CODE_TYPED } from './two-step'

// ---------------------------------------------------------------- preferences

/**
 * Preferences form. Checkboxes post 'on' when ticked and nothing when not (conform reads both).
 * Changing an existing e-mail address asks for the current password.
 */
export function preferencesSchema(currentEmail: string | null, flags: readonly PreferenceFlag[]) {
  const flagShape = Object.fromEntries(flags.map((flag) => [flag, z.boolean().optional()])) as Record<
    PreferenceFlag,
    z.ZodOptional<z.ZodBoolean>
  >
  return z
    .object({
      intent: z.literal('preferences'),
      emailAddress: emailField('Email address'),
      currentPassword: z
        .string()
        .max(128, messages.maxLength('Current password'))
        .superRefine(refuseControlCharacters)
        .optional(),
      ...flagShape,
    })
    .superRefine((value, ctx) => {
      if (emailNeedsPassword(currentEmail, value.emailAddress) && !value.currentPassword) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ['currentPassword'],
          message: EMAIL_CHANGE_NEEDS_PASSWORD,
        })
      }
    })
}

// ---------------------------------------------------------------- address

export const addressSchema = z
  .object({
    intent: z.literal('address'),
    addressLine1: requiredString('Address line 1', { max: 50 }),
    addressLine2: optionalField(requiredString('Address line 2', { max: 50 })),
    city: requiredString('City', { max: 30 }),
    country: requiredString('Country', { max: 3 }),
    state: optionalField(requiredString('State', { max: 3 })),
    zipCode: requiredString('Zip code', { min: 3, max: 10, patterns: [/^[A-Za-z0-9\- ]*$/] }),
    phoneNumber: optionalField(
      requiredString('Phone number', { min: 7, max: 20, patterns: [PHONE_PATTERN] }),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.country !== US) return
    if (!value.state) ctx.addIssue({ code: 'custom', path: ['state'], message: messages.required('State') })
    if (!ZIP_PATTERN.test(value.zipCode)) {
      ctx.addIssue({ code: 'custom', path: ['zipCode'], message: messages.pattern('Zip code') })
    }
  })

// ---------------------------------------------------------------- change password

export const changePasswordSchema = z
  .object({
    currentPassword: requiredString('Current password', { max: 128 }),
    newPassword: passwordField('New password'),
    confirmPassword: requiredString('Confirm new password', { max: 128 }),
  })
  .superRefine(fieldsMatch('newPassword', 'confirmPassword', PASSWORD_MISMATCH))
  .superRefine((value, ctx) => {
    if (value.currentPassword && value.currentPassword === value.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: PASSWORD_UNCHANGED })
    }
  })

// ---------------------------------------------------------------- ID card, plan cancellation

export const emailIdCardSchema = z.object({
  intent: z.literal('email-id-card'),
  category: z.enum(['M', 'D', 'X', 'V'], { errorMap: () => ({ message: messages.required('ID card') }) }),
  emailAddress: emailField('Email address'),
})

export const requestIdCardSchema = z.object({
  intent: z.literal('request-id-card'),
  category: z.enum(['M', 'D', 'X', 'V'], { errorMap: () => ({ message: messages.required('ID card') }) }),
})

export const cancellationSchema = z.object({
  cancellationStatusId: z.enum(['M', 'D'], { errorMap: () => ({ message: CANCELLATION_CHOICE_REQUIRED }) }),
})

// ---------------------------------------------------------------- eBill hand-off

/** 'Register for eBill': the form has only its button. */
export const ebillRegisterSchema = z.object({ intent: z.literal('register') })

// ---------------------------------------------------------------- account activity

/** The sign-out forms: one session by its reference, or every session but this one. */
export const signOutSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('sign-out-session'), session: z.string().regex(/^[\w-]{22}$/) }),
  z.object({ intent: z.literal('sign-out-others') }),
])

// ---------------------------------------------------------------- two-step verification (issue 51)

/**
 * 'Set up an authenticator app': the form has only its button. It starts the set-up (the gateway
 * makes the key); the set-up page's loader only reads the pending key (loaders never write).
 */
export const twoStepStartSchema = z.object({ intent: z.literal('start-setup') })
/** A set-up POST without its button's value (an empty or forged POST): said above the button. */
export const TWO_STEP_START_REFUSED = message('validation:account.twoStepStartRefused')

/** The app's first code, which confirms the key: 6 digits, spaces allowed. */
export const twoStepConfirmSchema = z.object({
  code: requiredString('Code', {
    max: 16,
    patterns: [APP_CODE_TYPED],
    messages: { pattern: message('validation:account.appCode') },
  }),
})

/**
 * The settings page's forms: turning the app off (the password, or an app or recovery code: one of
 * the two), and removing a passkey by its id.
 */
export const twoStepSettingsSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('two-step-off'),
    password: optionalField(
      z.string().max(128, messages.maxLength('Password')).superRefine(refuseControlCharacters),
    ),
    code: optionalField(
      z
        .string()
        .max(32, messages.maxLength('Code'))
        .regex(twoStepCodeTyped, message('validation:account.twoStepCode')),
    ),
  }),
  z.object({ intent: z.literal('remove-passkey'), passkey: z.string().min(1).max(1024) }),
])

/** Turning it off needs one proof: the password or a code. */
export const TWO_STEP_PROOF_REQUIRED = message('validation:account.twoStepProof')
