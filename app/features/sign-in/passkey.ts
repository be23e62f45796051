/** Passkey sign-in rules (issue 51, decision 236), pure: the gateway's refusal as the button's message. */
import { gatewayErrorBody, loginErrorType, passkeyErrorTypes } from '@member-dashboard/contract'
import { message } from '~/platform/i18n/message'

const fields = gatewayErrorBody.pick({ errorType: true })

/** A locked account says so (decision 217's words); any other refusal: the passkey did not work. */
export function passkeyErrorMessage(body: unknown): string {
  const parsed = fields.safeParse(body)
  const errorType = parsed.success ? parsed.data.errorType : undefined
  if (errorType === loginErrorType.enum.ACCOUNT_LOCKED) return message('sign-in:errors.locked')
  if (errorType === passkeyErrorTypes.refused) return message('sign-in:passkey.refused')
  return message('sign-in:passkey.failed')
}
