/**
 * The account activity page (issue 23; decisions 160-162): where the member is signed in (the
 * session store), recent sign-ins and staff access (the gateway's record, `account/activity`).
 * Adult members only, every brand. The gateway's record is optional: without the call (404) the
 * page shows the sessions and says the history is not available; any other failure is the error
 * page. In a staff login-as session the sessions listed would be the staff user's, so none are.
 */
import { data } from '@remix-run/node'
import type { PromiseHash } from 'remix-utils/promise'
import { brands } from '~/platform/config/brands'
import { noneWhen } from '~/platform/failures/failures.server'
import { parseForm } from '~/platform/forms/submission'
import { replyInvalid } from '~/platform/forms/reply.server'
import { isAdult } from '~/platform/plan/eligibility'
import { ACCOUNT_ACTIVITY_PATH, canOpenAccountActivity } from '~/platform/plan/permissions'
import { tokenKind, type MemberContext } from '~/platform/session/auth.server'
import {
  listMemberSessions,
  signOutMemberSession,
  signOutOtherMemberSessions,
} from '~/platform/session/member-sessions.server'
import { redirectWithNotice } from '~/platform/session/notice.server'
import {
  SIGN_IN_EVENTS_SHOWN,
  SIGN_IN_TYPES,
  STAFF_ACCESS_SHOWN,
  activitySince,
  formatDateTime,
  signInEventText,
  signedOutNotice,
  staffAccessDurationText,
  staffRoleText,
  trustedDeviceText,
  type Words,
} from './activity'
import { signOutSchema } from './account-schemas'
import { deviceInWords } from './device'
import { requireAccount, type AccountContext, type PageCalls } from '~/platform/session/account-state.server'
import { formMessages } from '~/platform/i18n/language.server'
import { messagesFor, textsFor } from '~/platform/i18n/page-texts.server'
import type { PageArgs } from '~/platform/context/load-context.server'

const ownSessions = (ctx: MemberContext) => tokenKind(ctx.claims) === 'member'

/** The page's calls, started together with the account state (no waterfall, decision 113). */
export const activityCalls = (now: Date) => (ctx: MemberContext) => {
  const since = activitySince(now)
  return {
    sessions: ownSessions(ctx) ? listMemberSessions(ctx.session) : Promise.resolve(null),
    signIns: ctx.api
      .accountActivity({ types: SIGN_IN_TYPES.join(','), size: SIGN_IN_EVENTS_SHOWN, since })
      .catch(noneWhen(404, null)),
    staffAccess: ctx.api
      .accountActivity({ types: 'STAFF_ACCESS', size: STAFF_ACCESS_SHOWN, since })
      .catch(noneWhen(404, null)),
  }
}

/** The account state (and `calls`), refused with the 403 page to members under 18. */
export async function requireAccountActivity<H extends PromiseHash = Record<never, never>>(
  args: PageArgs,
  calls?: PageCalls<H>,
) {
  const ctx = await requireAccount(args, calls)
  if (!canOpenAccountActivity({ isAdult: isAdult(ctx.member.dateOfBirth, new Date()) }))
    throw data({ signedIn: true }, { status: 403 })
  return ctx
}

type ActivityCalls = ReturnType<ReturnType<typeof activityCalls>>
type Loaded = AccountContext & { [K in keyof ActivityCalls]: Awaited<ActivityCalls[K]> }

/** The page's data, its texts in the member's language (`words`); the page's own texts in `messages`. */
export function activityData(ctx: Loaded, args: PageArgs) {
  const words: Words = textsFor(args, 'account')
  const historyAvailable = ctx.signIns !== null && ctx.staffAccess !== null
  return {
    sessions:
      ctx.sessions?.map((session) => ({
        reference: session.reference,
        device: deviceInWords(session.userAgent, words),
        started: formatDateTime(session.createdAt, words),
        lastActive: formatDateTime(session.lastSeenAt, words),
        current: session.current,
      })) ?? null,
    historyAvailable,
    signIns: (ctx.signIns?.content ?? []).map((event) => ({
      id: event.eventId,
      what: signInEventText(event.type, words),
      when: formatDateTime(event.at, words),
      device: deviceInWords(event.userAgent, words),
      trusted: trustedDeviceText(event.trustedDevice, words),
    })),
    signInsTotal: ctx.signIns?.totalElements ?? 0,
    staffAccess: (ctx.staffAccess?.content ?? []).flatMap((event) =>
      event.staffAccess
        ? [
            {
              reference: event.staffAccess.reference,
              when: formatDateTime(event.at, words),
              duration: staffAccessDurationText(event.at, event.staffAccess, words),
              role: staffRoleText(event.staffAccess.staffRole, words),
              brand: brands[event.staffAccess.domainId].productDisplayName,
            },
          ]
        : [],
    ),
    messages: messagesFor(args, { account: ['activity'], validation: formMessages('account') }),
  }
}

export type ActivityData = Omit<ReturnType<typeof activityData>, 'messages'>

/**
 * 'Sign out' of one session, or 'Sign out everywhere else': only the signed-in user's own
 * sessions, found on the server from this session's token; then back to the page with a notice.
 */
export async function activityAction(args: PageArgs) {
  const { request } = args
  const ctx = await requireAccountActivity(args)
  if (!ownSessions(ctx)) throw data({ signedIn: true }, { status: 403 })
  const submission = parseForm(await request.formData(), { schema: signOutSchema })
  // A post the page's buttons never send (no session, a made-up one): a message the page shows.
  if (submission.status !== 'success')
    return replyInvalid(submission, {
      formErrors: [textsFor(args, 'account').t('activity.signOutUnclear')],
    })
  const value = submission.value
  const ended =
    value.intent === 'sign-out-others'
      ? await signOutOtherMemberSessions(ctx.session)
      : await signOutMemberSession(ctx.session, value.session)
  const notice = signedOutNotice(value.intent, ended, textsFor(args, 'account'))
  return redirectWithNotice(request, ACCOUNT_ACTIVITY_PATH, notice)
}
