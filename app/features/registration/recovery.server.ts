import { parseForm } from '~/platform/forms/submission'
import { formFailure } from '~/platform/failures/failures.server'
import { replyInvalid } from '~/platform/forms/reply.server'
import { limitAttempts, limitedReply } from '~/platform/security/rate-limit.server'
import type { FormActionData } from '~/platform/forms/use-schema-form'
import { forgotPasswordSchema, forgotUsernameSchema } from './registration-schemas'
import { gatewayTextIn } from '~/platform/i18n/codes.server'
import { contextOf, type PageArgs } from '~/platform/context/load-context.server'

/**
 * Forgot username / password. The gateway answers the same for known and unknown members: that
 * answer is the page's notice, with what was typed kept. A refusal shows its message (`forgot-*`
 * is screen-handled); nothing here tells whether an account exists.
 */
export async function recoveryAction(args: PageArgs, kind: 'username' | 'password') {
  const { request } = args
  const formData = await request.formData()
  const domainId = contextOf(args).brand.domainId
  const api = contextOf(args).api(null)
  const submission =
    kind === 'username'
      ? parseForm(formData, { schema: forgotUsernameSchema })
      : parseForm(formData, { schema: forgotPasswordSchema })
  if (submission.status !== 'success') return replyInvalid(submission)
  const value = submission.value as { emailAddress?: string; username?: string }
  // Attempt limits (decision 074): every request counts (each may send an e-mail).
  const subject = `${domainId}:${kind}:${value.emailAddress ?? value.username ?? ''}`
  const limit = await limitAttempts(request, 'recovery', subject)
  if (limit.blocked) return limitedReply(submission, limit.blocked)
  try {
    const answer =
      kind === 'username'
        ? await api.forgotUsername({ emailAddress: value.emailAddress ?? '', domainId })
        : await api.forgotPassword({ username: value.username ?? '', domainId })
    return {
      result: submission.reply(),
      notice: gatewayTextIn(contextOf(args).language, answer.message),
    } satisfies FormActionData
  } catch (error) {
    return formFailure(args, error, submission)
  }
}
