/**
 * The staff access notice's data and its dismissal (issue 23, decision 162). The notice is an
 * extra: if the gateway's record cannot be read (no such call, a failure), home shows no notice.
 * Only for an adult member's own session (the notice links to the adults-only activity page; a
 * staff login-as session is not the member's sign-in).
 */
import { noneOnFailure } from '~/platform/failures/failures.server'
import { redirect } from '@remix-run/node'
import { z } from 'zod'
import { parseForm } from '~/platform/forms/submission'
import { isAdult } from '~/platform/plan/eligibility'
import { canOpenAccountActivity } from '~/platform/plan/permissions'
import { requireMember, tokenKind, type MemberContext } from '~/platform/session/auth.server'
import { commitSession } from '~/platform/session/session.server'
import {
  STAFF_ACCESS_NOTICE_EVENTS,
  STAFF_ACCESS_NOTICE_INTENT,
  STAFF_ACCESS_NOTICE_TYPES,
  staffAccessNotice,
} from './staff-access-notice'
import type { PageArgs } from '~/platform/context/load-context.server'

/**
 * The dismissal form (a plain form of the banner, not a `useSchemaForm` one): here, on the
 * server only, so home's first load does not carry zod (decision 170).
 */
const dismissStaffAccessNoticeSchema = z.object({
  intent: z.literal(STAFF_ACCESS_NOTICE_INTENT),
  reference: z.string().min(1).max(64),
})

/** The events the notice reads (started with home's other calls), or null for none. */
export function staffAccessEvents(ctx: MemberContext) {
  if (tokenKind(ctx.claims) !== 'member') return Promise.resolve(null)
  return ctx.api
    .accountActivity({ types: STAFF_ACCESS_NOTICE_TYPES, size: STAFF_ACCESS_NOTICE_EVENTS }, { cache: true })
    .then((page) => page.content)
    .catch(noneOnFailure(null))
}

export function staffAccessNoticeFor(
  ctx: MemberContext,
  events: Awaited<ReturnType<typeof staffAccessEvents>>,
  dateOfBirth: string,
  now: Date,
) {
  if (!events || !canOpenAccountActivity({ isAdult: isAdult(dateOfBirth, now) })) return null
  return staffAccessNotice(events, ctx.session.get('staffAccessNoticeDismissed') ?? null)
}

/** POST /home: records the dismissal in the session, then home again (with or without JavaScript). */
export async function dismissStaffAccessNotice(args: PageArgs) {
  const { request } = args
  const ctx = await requireMember(args)
  const submission = parseForm(await request.formData(), { schema: dismissStaffAccessNoticeSchema })
  if (submission.status !== 'success') return redirect('/home')
  ctx.session.set('staffAccessNoticeDismissed', submission.value.reference)
  return redirect('/home', { headers: { 'set-cookie': await commitSession(ctx.session) } })
}
