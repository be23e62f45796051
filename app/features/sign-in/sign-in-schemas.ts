/**
 * The schemas of the sign-in forms (spec section 5): login, update email, login as, the group
 * choice and the registration policies. Built on the shared validators of
 * `~/platform/forms/validators`. No I/O; login as takes `now`. Schemas only: the pages load this
 * module after they are up (decision 170), so a rule a component uses belongs in `sign-in.ts`.
 */
import { z } from 'zod'
import { twoStepCodeTyped } from '@member-dashboard/contract'
import {
  COMMUNICATION_POLICY_MESSAGE,
  dateOfBirthField,
  emailField,
  idField,
  nameField,
  optionalField,
  requiredString,
  tickedCheckbox,
} from '~/platform/forms/validators'
import { GROUP_CHOICE_REFUSED } from './sign-in'
import { ELECTRONIC_EOB_CHOICES } from './registration-policies'
import { message } from '~/platform/i18n/message'

// ---------------------------------------------------------------- login

/** Upper bounds that only reject absurd input (the login form applies no other rule). */
export const LOGIN_USERNAME_MAX = 64
export const LOGIN_PASSWORD_MAX = 128

/**
 * "Login: username and password both required." The shared password validator is NOT applied here:
 * login must accept whatever password the account has.
 */
export const loginSchema = z.object({
  username: requiredString('Username', { max: LOGIN_USERNAME_MAX }),
  password: requiredString('Password', { max: LOGIN_PASSWORD_MAX }),
})

// ---------------------------------------------------------------- update email

/** "Update email: emailAddress required and must be a valid e-mail, message 'Email address is a required field'." */
export const updateEmailSchema = z.object({ emailAddress: emailField('Email address') })

// ---------------------------------------------------------------- login as

export const LOGIN_AS_NAMES_REQUIRED = message('validation:sign-in.loginAsNamesRequired')

/** The two submit buttons: name="intent", value 'submit' ('Submit') or 'continue' ('Continue as subscriber'). */
export const loginAsIntent = z.enum(['submit', 'continue'])

/**
 * Login as (section 5):
 * - subscriberId required, "plus a further validator that is not shown": our reading is the shared
 *   9 to 10 letter/digit validator ("likely an ID"; subscriber ids are 9 letters/digits).
 * - 'submit' requires first name, last name and date of birth, else the form-level error
 *   LOGIN_AS_NAMES_REQUIRED (path [] = conform's form errors). 'continue' needs only subscriberId.
 * - Names use the name validator; date of birth may not be after today; both are checked whenever
 *   filled in, whatever the intent. dateOfBirth comes out as 'YYYY-MM-DD'.
 * - A missing intent (e.g. no button value) is taken as 'submit', the stricter one.
 * Note: the form-level error shows once the field types are valid (zod skips object refinements while
 * subscriberId is missing).
 */
export function loginAsSchema(now: Date) {
  return z
    .object({
      intent: loginAsIntent.default('submit'),
      subscriberId: idField('Subscriber ID'),
      firstName: optionalField(nameField('First name')),
      lastName: optionalField(nameField('Last name')),
      dateOfBirth: optionalField(dateOfBirthField('Date of birth', now)),
    })
    .superRefine((value, ctx) => {
      if (value.intent !== 'submit') return
      if (!value.firstName || !value.lastName || !value.dateOfBirth) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [], message: LOGIN_AS_NAMES_REQUIRED })
      }
    })
}

// ---------------------------------------------------------------- group choice

/** The group cards' form (/group-selection, /select-group): the pressed card's button posts its group id. */
export const chooseGroupSchema = z.object({
  groupId: z.string({ required_error: GROUP_CHOICE_REFUSED }),
})

// ---------------------------------------------------------------- registration policies

export const electronicEobChoice = z.enum(ELECTRONIC_EOB_CHOICES)

/**
 * The registration policies form (`registration-policies.ts`): "The communication checkbox must be
 * ticked ... The EOB choice is shown only for subscribers and has no required rule." For a
 * non-subscriber an electronicEob value is ignored (stripped).
 */
export function registrationPoliciesSchema(isSubscriber: boolean) {
  const base = z.object({ communicationPolicy: tickedCheckbox(COMMUNICATION_POLICY_MESSAGE) })
  const subscriber = base.extend({ electronicEob: electronicEobChoice.optional() })
  // One type for both variants: a non-subscriber's value simply never has electronicEob.
  return isSubscriber ? subscriber : (base as unknown as typeof subscriber)
}

// ---------------------------------------------------------------- two-step verification (issue 51)

/**
 * The second step after the password: an app code (6 digits) or a recovery code (`xxxxx-xxxxx`),
 * typed with or without spaces (`twoStepCodeTyped`); the action normalizes it
 * (`normalizeTwoStepCode`) before the gateway checks it.
 */
export const twoStepCodeSchema = z.object({
  code: requiredString('Code', {
    max: 32,
    patterns: [twoStepCodeTyped],
    messages: { pattern: message('validation:sign-in.twoStepCode') },
  }),
})

// ---------------------------------------------------------------- device code (issue 51)

/**
 * 'Email me a code' / 'Send a new code': the username the login was refused for travels in a
 * hidden field from the login page; on /verify-device the session knows it (the field is absent).
 */
export const deviceCodeSendSchema = z.object({
  intent: z.literal('send'),
  username: optionalField(z.string().max(LOGIN_USERNAME_MAX)),
})

/** The code as typed: 6 digits (spaces and a dash allowed, as a member may copy it). */
export const deviceCodeSchema = z.object({
  intent: z.literal('verify'),
  code: z
    .string({
      required_error: message('sign-in:deviceCode.errors.required'),
      invalid_type_error: message('sign-in:deviceCode.errors.required'),
    })
    .max(12, message('sign-in:deviceCode.errors.format'))
    .regex(/^\s*\d{3}[\s-]?\d{3}\s*$/, message('sign-in:deviceCode.errors.format'))
    .transform((code) => code.replace(/[\s-]/g, '')),
})
