/**
 * Account area rules (spec sections 3, 5, 6): preference flags, the Y/N wire format, member
 * information status texts (the spec's English; the loaders show them in the member's language).
 * Pure: no I/O. The pages' own texts are in the `account` catalogue, the messages of its forms are
 * keys of the `validation` catalogue's `account` section (decision 225). The schemas of the account forms are in
 * `account-schemas.ts` (loaded after the page, decision 170).
 */
import type {
  BenefitCategory,
  CategoryEligibility,
  DomainId,
  PlanManagementDetails,
  PreferenceFlag,
  PreferencesWire,
} from '@member-dashboard/contract'
import { CATEGORY_LETTER } from '~/platform/plan/benefit-categories'
import { DOMAIN } from '~/platform/config/brands'
import {
  categoryEligibilityStatus,
  dateRangeText,
  isSubscriber,
  isTermedEligible,
  type Now,
} from '~/platform/plan/eligibility'
import { formatDisplayDate, toYesNo } from '~/platform/formats'
import { message } from '~/platform/i18n/message'

// ---------------------------------------------------------------- preferences

/** The member-facing wording of each preference flag: its key in the `account` catalogue. */
export const PREFERENCE_LABEL = {
  electronicEob: 'preferences.flags.electronicEob',
  emailBreakingNews: 'preferences.flags.emailBreakingNews',
  electronicMedicareMailing: 'preferences.flags.electronicMedicareMailing',
  emailPaymentReminder: 'preferences.flags.emailPaymentReminder',
  emailAutopayWithdrawalReminder: 'preferences.flags.emailAutopayWithdrawalReminder',
  discontinuePaperStatements: 'preferences.flags.discontinuePaperStatements',
  emailWhenBillReady: 'preferences.flags.emailWhenBillReady',
  emailEwpNotification: 'preferences.flags.emailEwpNotification',
  showEwpLandingPage: 'preferences.flags.showEwpLandingPage',
} as const satisfies Record<PreferenceFlag, `preferences.flags.${PreferenceFlag}`>

/**
 * The flags a member may change, in display order. "Only subscribers see the EOB electronic-delivery
 * preference." Our reading: Medicare mailings only on the Medicare-type brand; the wellness landing
 * page is a display setting, not a communication preference, and is not shown.
 */
export function visiblePreferenceFlags(input: {
  memberSuffix: number
  domainId: DomainId
}): PreferenceFlag[] {
  const flags: PreferenceFlag[] = []
  if (isSubscriber(input.memberSuffix)) flags.push('electronicEob')
  flags.push('discontinuePaperStatements', 'emailWhenBillReady', 'emailPaymentReminder')
  flags.push('emailAutopayWithdrawalReminder', 'emailBreakingNews', 'emailEwpNotification')
  if (input.domainId === DOMAIN.MEDICARE) flags.push('electronicMedicareMailing')
  return flags
}

/** The eBill page's billing notifications: the preferences about bills, in display order. */
export const EBILL_PREFERENCE_FLAGS = [
  'emailWhenBillReady',
  'emailPaymentReminder',
  'emailAutopayWithdrawalReminder',
  'discontinuePaperStatements',
] as const satisfies readonly PreferenceFlag[]

/**
 * The billing notifications that apply to the member, from GET account/relevant-preferences
 * (asked with `topic=ebill`): the flags it answers, in display order, each on or off; a flag it
 * leaves out does not apply to the member and is not listed (each flag's wording: `PREFERENCE_LABEL`).
 */
export function billingNotifications(
  relevant: Partial<Record<PreferenceFlag, 'Y' | 'N'>>,
): { flag: PreferenceFlag; on: boolean }[] {
  return EBILL_PREFERENCE_FLAGS.flatMap((flag) => {
    const value = relevant[flag]
    return value === undefined ? [] : [{ flag, on: value === 'Y' }]
  })
}

/** "server Y/N flags become booleans" */

export const EMAIL_CHANGE_NEEDS_PASSWORD = message('validation:account.emailChangeNeedsPassword')

/** Only a change of an existing address needs the password (a first address does not). */
export function emailNeedsPassword(currentEmail: string | null, nextEmail: string | undefined) {
  if (!currentEmail || !nextEmail) return false
  return currentEmail.trim().toLowerCase() !== nextEmail.trim().toLowerCase()
}

/** The PUT account/preferences payload: only the shown flags, as Y/N. */
export function preferencesPayload(
  value: { emailAddress: string; currentPassword?: string } & Partial<Record<PreferenceFlag, boolean>>,
  flags: readonly PreferenceFlag[],
  currentEmail: string | null,
) {
  const payload: Partial<PreferencesWire> & { currentPassword?: string } = {
    emailAddress: value.emailAddress,
  }
  for (const flag of flags) payload[flag] = toYesNo(value[flag])
  if (emailNeedsPassword(currentEmail, value.emailAddress)) payload.currentPassword = value.currentPassword
  return payload
}

// ---------------------------------------------------------------- address

export const US = 'US'
export const ZIP_PATTERN = /^\d{5}(?:-\d{4})?$/
export const PHONE_PATTERN = /^[0-9()+\-. ]*$/

// ---------------------------------------------------------------- change password

export const PASSWORD_UNCHANGED = message('validation:account.passwordUnchanged')

// ---------------------------------------------------------------- member information

export type CategoryRow = {
  category: BenefitCategory
  status: 'active' | 'future' | 'termed' | 'ineligible'
  text: string
  termedEligible: boolean
}

/**
 * Status text of one category: date range text, 'Effective on', 'Terminated on' or 'Not eligible',
 * as a message of the `account` catalogue's `coverageDates` (decision 225: the loader translates it).
 */
export function categoryRow(
  category: BenefitCategory,
  eligibility: CategoryEligibility,
  now: Now,
): CategoryRow {
  const status = categoryEligibilityStatus(eligibility, now)
  const { effectiveDate, terminationDate } = eligibility
  const dated = (key: string, date: string | null, bare: string) =>
    message(
      `account:coverageDates.${date ? key : bare}`,
      date ? { date: formatDisplayDate(date) } : undefined,
    )
  let text = message('account:coverageDates.notEligible')
  if (status === 'active')
    text = effectiveDate
      ? dateRangeText(effectiveDate, terminationDate, 'account:coverageDates')
      : message('account:coverageDates.active')
  if (status === 'future') text = dated('effectiveOn', effectiveDate, 'effective')
  if (status === 'termed') text = dated('terminatedOn', terminationDate, 'terminated')
  const termedEligible =
    status === 'termed' &&
    effectiveDate !== null &&
    isTermedEligible({ effectiveDate, termedDate: terminationDate }, now)
  return { category, status, text, termedEligible }
}

// ---------------------------------------------------------------- ID card, plan cancellation

/** The ID card choices: the letter posted, the category named (`coverage.categories`). */
export const ID_CARD_CHOICES = (
  Object.entries(CATEGORY_LETTER) as [BenefitCategory, 'M' | 'D' | 'X' | 'V'][]
).map(([category, letter]) => ({ value: letter, category }))

/** The two ID card forms of member information, told apart by their hidden `intent`. */
export const ID_CARD_INTENTS: readonly string[] = ['email-id-card', 'request-id-card']
export const ID_CARD_NOT_ELIGIBLE = message('validation:account.idCardNotEligible')
export const ID_CARD_CHOICE_MISSING = message('validation:account.idCardChoiceMissing')

type CancellationOption = PlanManagementDetails['directCancellationOptions'][number]
/** The cancellation option a (possibly invalid) choice names, or null. */
export const cancellationOption = (
  options: CancellationOption[],
  value: { cancellationStatusId?: unknown } | null,
) => options.find((o) => o.id === value?.cancellationStatusId) ?? null

export const CANCELLATION_CHOICE_REQUIRED = message('validation:account.cancellationChoiceRequired')
// ---------------------------------------------------------------- eBill hand-off

/** A registration POST without its button's value (an empty or forged POST): said above the button. */
export const EBILL_REGISTER_REFUSED = message('validation:account.ebillRegisterRefused')

/**
 * The eBill site address: firsttime=Y only when the member is not registered yet, then theme and
 * dashboardlink. The token is NOT in the URL: it travels as the `idptoken` field of a form POST.
 */
export function ebillHandoffUrl(
  base: string,
  input: { registered: boolean; dashboardLink: string; theme: string },
) {
  const url = new URL(base)
  if (!input.registered) url.searchParams.set('firsttime', 'Y')
  url.searchParams.set('theme', input.theme)
  url.searchParams.set('dashboardlink', input.dashboardLink)
  return url.toString()
}
