/**
 * The one typed client of the member API (spec section 7): every call as a typed function,
 * assembled from one slice per area over the one transport (`./transport.server.ts`: time-outs,
 * typed errors, the per-token cache).
 */
import { createGatewayClient, type GatewayClientOptions } from './transport.server'
import { accountApi } from './api/account.server'
import { accountActivityApi } from './api/account-activity.server'
import { benefitsApi } from './api/benefits.server'
import { careApi } from './api/care.server'
import { careRemindersAndFormsApi } from './api/care-reminders-and-forms.server'
import { claimsApi } from './api/claims.server'
import { contentApi } from './api/content.server'
import { deviceVerificationApi } from './api/device-verification.server'
import { registrationApi } from './api/registration.server'
import { signInApi } from './api/sign-in.server'
import { twoStepApi } from './api/two-step.server'

/**
 * Every call of section 7 as a typed function, assembled from one slice per area
 * (`./api/<area>.server.ts`). Screens call these; nothing else builds URLs.
 * `token` is the session's gateway token (null for the signed-out calls).
 */
export function createMemberApi(token: string | null, options: Omit<GatewayClientOptions, 'token'> = {}) {
  const client = createGatewayClient({ token, ...options })
  return {
    client,
    ...signInApi(client),
    ...registrationApi(client),
    ...accountApi(client),
    ...accountActivityApi(client),
    ...benefitsApi(client),
    ...careApi(client),
    ...careRemindersAndFormsApi(client),
    ...claimsApi(client),
    ...contentApi(client),
    ...twoStepApi(client),
    ...deviceVerificationApi(client),
  }
}

export type MemberApi = ReturnType<typeof createMemberApi>
