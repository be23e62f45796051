import { data } from '@remix-run/node'
import type { PromiseHash } from 'remix-utils/promise'
import { requireAccount, type PageCalls } from '~/platform/session/account-state.server'
import { isMemberTermed } from '~/platform/plan/eligibility'
import { showEbillMenu } from '~/platform/plan/permissions'
import { parseForm } from '~/platform/forms/submission'
import { redirectWithNotice } from '~/platform/session/notice.server'
import { failTo, formFailure } from '~/platform/failures/failures.server'
import { replyInvalid } from '~/platform/forms/reply.server'
import { billingNotifications, EBILL_REGISTER_REFUSED } from './account'
import { ebillRegisterSchema } from './account-schemas'
import { formMessages } from '~/platform/i18n/language.server'
import { messagesFor, textsFor } from '~/platform/i18n/page-texts.server'
import type { PageArgs } from '~/platform/context/load-context.server'

/**
 * eBill: only for members with eBill who are not termed, never on the partner brand (403 otherwise).
 * The rule's two calls and the page's own `calls` start with the account state (no waterfall).
 */
export async function requireEbill<H extends PromiseHash = Record<never, never>>(
  args: PageArgs,
  calls?: PageCalls<H>,
) {
  const ctx = await requireAccount(args, (member) => ({
    ...(calls ? calls(member) : ({} as H)),
    hasEbill: member.api.hasEbill(),
    family: member.api.familyEligibility(),
  }))
  const isTermed = isMemberTermed(ctx.family, ctx.member.memberKey, new Date())
  if (!showEbillMenu({ domainId: ctx.brand.domainId, hasEbill: ctx.hasEbill, isTermed })) {
    throw data({ signedIn: true }, { status: 403 })
  }
  return ctx
}

export async function ebillLoader(args: PageArgs) {
  // Started with the eBill rule's calls (no waterfall); its failure counts only if the rule lets the member in.
  const { registered, relevant } = await requireEbill(args, ({ api }) => ({
    registered: api.ebillRegistered().then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
    relevant: api.relevantPreferences({ topic: 'ebill' }).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
  }))
  if ('error' in registered) return failTo(args)(registered.error)
  if ('error' in relevant) return failTo(args)(relevant.error)
  return data(
    {
      registered: registered.value,
      notifications: billingNotifications(relevant.value),
      messages: messagesFor(args, {
        account: ['ebill', 'preferences'],
        validation: formMessages('account'),
      }),
    },
    { headers: { 'cache-control': 'no-store' } },
  )
}

export async function ebillAction(args: PageArgs) {
  const { request } = args
  const ctx = await requireEbill(args)
  const submission = parseForm(await request.formData(), { schema: ebillRegisterSchema })
  // The hidden intent has no field to show its message on: say it at form level (issue 22).
  if (submission.status !== 'success')
    return replyInvalid(submission, { formErrors: [EBILL_REGISTER_REFUSED] })
  try {
    await ctx.api.registerEbillUser()
  } catch (error) {
    return formFailure(args, error, submission)
  }
  return redirectWithNotice(request, '/account/ebill', textsFor(args, 'account').t('notices.ebillRegistered'))
}
