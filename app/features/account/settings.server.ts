import { parseForm } from '~/platform/forms/submission'
import type { AccountContext } from '~/platform/session/account-state.server'
import type { MemberContext } from '~/platform/session/auth.server'
import { redirectWithNotice } from '~/platform/session/notice.server'
import { failTo, formFailure, screenFailure } from '~/platform/failures/failures.server'
import { replyInvalid } from '~/platform/forms/reply.server'
import { preferencesPayload, visiblePreferenceFlags } from './account'
import { addressSchema, preferencesSchema } from './account-schemas'
import { answersPayload, securityAnswersSchema } from '~/platform/forms/security-answers'
import { fromYesNo } from '~/platform/formats'
import { preferenceFlags } from '@member-dashboard/contract'
import { formMessages } from '~/platform/i18n/language.server'
import { messagesFor, textsFor } from '~/platform/i18n/page-texts.server'
import { codeText } from '~/platform/i18n/codes.server'
import type { PageArgs } from '~/platform/context/load-context.server'

const byOrder = (a: { sortOrder: number }, b: { sortOrder: number }) => a.sortOrder - b.sortOrder

/** The settings page's calls, started with the account state by `requireSettings` (no waterfall). */
export const settingsCalls = (args: PageArgs) => (ctx: MemberContext) => ({
  settings: Promise.all([ctx.api.preferences(), ctx.api.address(), ctx.api.addressOptions()]),
  // `security-questions` is screen-handled (section 8): its card shows the message, the rest works.
  questions: ctx.api.securityQuestions().catch((error) => screenFailure(args, error)),
})

type SettingsCalls = ReturnType<ReturnType<typeof settingsCalls>>
type SettingsLoaded = { [K in keyof SettingsCalls]: Awaited<SettingsCalls[K]> }

export function settingsData(ctx: AccountContext & SettingsLoaded, args: PageArgs) {
  const { request } = args
  const [preferences, address, options] = ctx.settings
  const questions = ctx.questions
  const option = (o: { codeKey: string; description: string }) => ({ value: o.codeKey, label: o.description })
  const questionsLoaded = 'available' in questions
  return {
    edit: new URL(request.url).searchParams.get('edit'),
    email: preferences.emailAddress,
    flags: visiblePreferenceFlags({ memberSuffix: ctx.member.memberSuffix, domainId: ctx.brand.domainId }),
    values: Object.fromEntries(preferenceFlags.map((flag) => [flag, fromYesNo(preferences[flag])])) as Record<
      (typeof preferenceFlags)[number],
      boolean
    >,
    address,
    countries: [...options.countries]
      .sort(byOrder)
      .map(option)
      .map((c) => ({ ...c, label: codeText(args, 'country', c.value, c.label) })),
    states: [...options.states].sort(byOrder).map(option),
    questions: questionsLoaded
      ? questions.available.map((q) => ({ value: q.questionId, label: q.question }))
      : [],
    selected: questionsLoaded ? questions.selected : [],
    questionsFailure: questionsLoaded ? null : questions.message,
    messages: messagesFor(args, {
      account: ['settings', 'preferences'],
      validation: formMessages('account'),
    }),
  }
}

/** The notice after each card's save (`account` catalogue, `notices`). */
const SAVED = {
  preferences: 'notices.preferencesSaved',
  address: 'notices.addressSaved',
  security: 'notices.securitySaved',
} as const

/**
 * One small form per card, told apart by the hidden `intent` field. Bad input and a refusal of the
 * write (e.g. a wrong current password) stay on the card's form with what was typed (decision 006).
 */
export async function settingsAction(ctx: AccountContext, args: PageArgs) {
  const { request } = args
  const formData = await request.formData()
  const intent = String(formData.get('intent') ?? '')
  if (intent === 'preferences') {
    const hideFields = ['currentPassword']
    const current = await ctx.api.preferences().catch(failTo(args))
    const flags = visiblePreferenceFlags({
      memberSuffix: ctx.member.memberSuffix,
      domainId: ctx.brand.domainId,
    })
    const submission = parseForm(formData, { schema: preferencesSchema(current.emailAddress, flags) })
    if (submission.status !== 'success') return replyInvalid(submission, { hideFields })
    const payload = preferencesPayload(submission.value, flags, current.emailAddress)
    try {
      await ctx.api.updatePreferences(payload)
    } catch (error) {
      return formFailure(args, error, submission, { hideFields })
    }
  } else if (intent === 'address') {
    const submission = parseForm(formData, { schema: addressSchema })
    if (submission.status !== 'success') return replyInvalid(submission)
    const { intent: _intent, ...value } = submission.value
    const address = {
      ...value,
      addressLine2: value.addressLine2 ?? '',
      state: value.state ?? '',
      phoneNumber: value.phoneNumber ?? '',
    }
    try {
      await ctx.api.updateAddress(address)
    } catch (error) {
      return formFailure(args, error, submission)
    }
  } else if (intent === 'security') {
    const submission = parseForm(formData, { schema: securityAnswersSchema })
    if (submission.status !== 'success') return replyInvalid(submission)
    const answers = answersPayload(submission.value as unknown as Record<string, string>)
    try {
      await ctx.api.updateSecurityAnswers({ answers })
    } catch (error) {
      return formFailure(args, error, submission)
    }
  } else {
    throw new Response('Unknown form', { status: 400 })
  }
  return redirectWithNotice(request, '/account/settings', textsFor(args, 'account').t(SAVED[intent]))
}
