/**
 * Each form's HTML constraints as plain data (decision 170): conform's `getZodConstraint` of the
 * form's schema, written to one `form-constraints.generated.ts` per area by
 * `npm run generate:form-constraints` (scripts/generate-form-constraints.ts), so a page renders
 * `required`, lengths and patterns without loading zod. `form-constraints.test.ts` fails while a
 * generated file differs from what the schemas give today.
 *
 * A schema built from data is listed with several inputs (`variants`): the first is written, and
 * every field of every other variant must have exactly the same constraint there. So the fields a
 * page shows never get their constraints from data; a variant may lack fields (a non-subscriber's
 * policies form has no EOB choice, the preferences form shows only the member's flags), which it
 * then does not render.
 */
import { isDeepStrictEqual } from 'node:util'
import { getZodConstraint } from '@conform-to/zod/v3'
import { format, resolveConfig } from 'prettier'
import type { z } from 'zod'
import type { PreferenceFlag } from '@member-dashboard/contract'
import * as signIn from '~/features/sign-in/sign-in-schemas'
import * as registration from '~/features/registration/registration-schemas'
import * as account from '~/features/account/account-schemas'
import { PREFERENCE_LABEL } from '~/features/account/account'
import { securityAnswersSchema } from '~/platform/forms/security-answers'
import { claimsFilterSchema } from '~/features/claims/claims-schemas'
import * as findCare from '~/features/find-care/primary-care-schemas'
import { referralFilterFormSchema } from '~/features/benefits/referrals/referrals-schemas'

export const GENERATE_COMMAND = 'npm run generate:form-constraints'

type Constraint = ReturnType<typeof getZodConstraint>
type Area = {
  /** The generated module, from the repository root. */
  file: string
  /** The schema modules it is derived from (named in its header). */
  from: string[]
  /** Constraint name (exported as `<name>Constraint`) to its schema, or to the schema of several inputs. */
  forms: Record<string, z.ZodTypeAny | z.ZodTypeAny[]>
}

/** Days a schema built with `now` is tried with: a leap day, a year's end, today. */
const DAYS = [new Date(2024, 1, 29, 12), new Date(2025, 11, 31, 23, 30), new Date()]
const ALL_FLAGS = Object.keys(PREFERENCE_LABEL) as PreferenceFlag[]

export const areas: Area[] = [
  {
    file: 'app/features/sign-in/form-constraints.generated.ts',
    from: ['app/features/sign-in/sign-in-schemas.ts'],
    forms: {
      login: signIn.loginSchema,
      loginAs: DAYS.map((now) => signIn.loginAsSchema(now)),
      updateEmail: signIn.updateEmailSchema,
      chooseGroup: signIn.chooseGroupSchema,
      registrationPolicies: [
        signIn.registrationPoliciesSchema(true),
        signIn.registrationPoliciesSchema(false),
      ],
      twoStepCode: signIn.twoStepCodeSchema,
      deviceCode: signIn.deviceCodeSchema,
    },
  },
  {
    file: 'app/features/registration/form-constraints.generated.ts',
    from: ['app/features/registration/registration-schemas.ts'],
    forms: {
      identify: DAYS.map((now) => registration.identifySchema(now)),
      contactPreferences: registration.contactPreferencesSchema,
      questions: registration.questionsSchema,
      policies: registration.policiesSchema,
      credentials: registration.credentialsSchema,
      forgotUsername: registration.forgotUsernameSchema,
      forgotPassword: registration.forgotPasswordSchema,
    },
  },
  {
    file: 'app/features/account/form-constraints.generated.ts',
    from: ['app/features/account/account-schemas.ts', 'app/platform/forms/security-answers.ts'],
    forms: {
      preferences: [
        account.preferencesSchema(null, ALL_FLAGS),
        account.preferencesSchema('avery@example.com', ALL_FLAGS.slice(0, 2)),
        account.preferencesSchema('avery@example.com', []),
      ],
      address: account.addressSchema,
      changePassword: account.changePasswordSchema,
      securityAnswers: securityAnswersSchema,
      emailIdCard: account.emailIdCardSchema,
      requestIdCard: account.requestIdCardSchema,
      cancellation: account.cancellationSchema,
      ebillRegister: account.ebillRegisterSchema,
      signOut: account.signOutSchema,
      twoStepStart: account.twoStepStartSchema,
      twoStepConfirm: account.twoStepConfirmSchema,
      twoStepSettings: account.twoStepSettingsSchema,
    },
  },
  {
    file: 'app/features/claims/form-constraints.generated.ts',
    from: ['app/features/claims/claims-schemas.ts'],
    forms: {
      claimsFilter: [
        claimsFilterSchema({ memberSuffixes: [0, 1, 2], now: DAYS[0] }),
        claimsFilterSchema({ memberSuffixes: [0], now: DAYS[1] }),
        claimsFilterSchema({ memberSuffixes: [], now: DAYS[2] }),
      ],
    },
  },
  {
    file: 'app/features/find-care/form-constraints.generated.ts',
    from: ['app/features/find-care/primary-care-schemas.ts'],
    forms: {
      providerSearch: findCare.providerSearchSchema,
      selectProvider: DAYS.map((now) => findCare.selectProviderSchema(now)),
    },
  },
  {
    file: 'app/features/benefits/referrals/form-constraints.generated.ts',
    from: ['app/features/benefits/referrals/referrals-schemas.ts'],
    forms: { referralFilters: referralFilterFormSchema },
  },
]

/**
 * The constraint of a form: its schema's, or for several inputs the first one's, after checking
 * that every field of the others has the same constraint there.
 */
export function constraintOf(name: string, schemas: z.ZodTypeAny | z.ZodTypeAny[]): Constraint {
  const [first, ...others] = Array.isArray(schemas) ? schemas : [schemas]
  const constraint = getZodConstraint(first)
  for (const [i, other] of others.entries()) {
    for (const [field, rules] of Object.entries(getZodConstraint(other))) {
      if (!isDeepStrictEqual(constraint[field], rules))
        throw new Error(
          `${name}: field '${field}' has other constraints with input ${i + 2} (${JSON.stringify(rules)} ` +
            `instead of ${JSON.stringify(constraint[field])}); its constraint depends on data, so the page ` +
            'needs it from its loader',
        )
    }
  }
  return constraint
}

/** The text of an area's generated module, formatted as the repository's prettier does. */
export async function renderArea(area: Area): Promise<string> {
  const exports = Object.entries(area.forms).map(
    ([name, schemas]) =>
      `export const ${name}Constraint: FormConstraint = ${JSON.stringify(constraintOf(name, schemas))}\n`,
  )
  const text = [
    '/**',
    ` * Generated by \`${GENERATE_COMMAND}\` (scripts/generate-form-constraints.ts) from`,
    ...area.from.map((file) => ` * ${file}`),
    " * with conform's getZodConstraint: each form's HTML constraints as plain data, so the page renders",
    ' * them without loading zod (decision 170). Do not edit: change the schema and run the command again.',
    ' */',
    "import type { FormConstraint } from '~/platform/forms/form-constraint'",
    '',
    ...exports,
  ].join('\n')
  const options = await resolveConfig(area.file)
  return format(text, { ...options, filepath: area.file })
}
