import { parseWithZod } from '@conform-to/zod'
import { brandForRequest } from '~/platform/config/brand.server'
import { createMemberApi } from '~/platform/gateway/client.server'
import { isGatewayError } from '~/platform/gateway/errors'
import { failTo } from '~/platform/failures/failures.server'
import { forgotPasswordSchema, forgotUsernameSchema } from './registration'

/**
 * Forgot username / password. The gateway answers the same for known and unknown members; a
 * validation refusal (400) shows its message; nothing here tells whether an account exists.
 */
export async function recoveryAction(request: Request, kind: 'username' | 'password') {
  const formData = await request.formData()
  const domainId = brandForRequest(request).domainId
  const api = createMemberApi(null)
  const submission =
    kind === 'username'
      ? parseWithZod(formData, { schema: forgotUsernameSchema })
      : parseWithZod(formData, { schema: forgotPasswordSchema })
  if (submission.status !== 'success') return submission.reply()
  try {
    const value = submission.value as { emailAddress?: string; username?: string }
    const answer =
      kind === 'username'
        ? await api.forgotUsername({ emailAddress: value.emailAddress ?? '', domainId })
        : await api.forgotPassword({ username: value.username ?? '', domainId })
    return { ...submission.reply(), message: answer.message }
  } catch (error) {
    if (isGatewayError(error) && error.status === 400 && error.body?.message) {
      return submission.reply({ formErrors: [error.body.message] })
    }
    return failTo(request)(error)
  }
}
