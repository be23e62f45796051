/**
 * Bad input answers in the one action-result shape `{ result }` (conform's reply: the messages
 * and what was typed, `hideFields` never sent back) with status 400, so nothing is re-read.
 * Nothing echoed is longer than `ECHO_MAX_LENGTH` (decision 101). A gateway refusal goes through `formFailure` (~/platform/failures/failures.server) instead.
 */
import type { SubmissionResult } from '@conform-to/react'
import { data } from '@remix-run/node'
import { boundedResult } from './submission'

/** A conform submission (or anything that replies like one). */
export type Replyable = {
  reply: (options?: ReplyOptions) => SubmissionResult<string[]>
}
type ReplyOptions = { formErrors?: string[]; hideFields?: string[] }

/**
 * The one action reply: `{ result }` with the given status (and headers). Bad input, a gateway
 * refusal (`formFailure`) and an attempt limit (`limitedReply`) all answer through it.
 */
export function formReply<Extra extends Record<string, unknown> = Record<never, never>>(
  submission: Replyable,
  options: ReplyOptions,
  init: ResponseInit,
  /** More for the page beside the result (the login's offer of a code, issue 51). */
  extra?: Extra,
) {
  const defined = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined))
  // `parseForm` already cut each value to its field's maximum; this bounds any other submission.
  return data({ ...(extra as Extra), result: boundedResult(submission.reply(defined)) }, init)
}

export function replyInvalid(submission: Replyable, options: ReplyOptions = {}) {
  return formReply(submission, options, { status: 400 })
}
