/**
 * Adding a passkey (issue 51, decision 236): `/resources/passkey-add`, posted by the settings
 * page's button with JavaScript (WebAuthn needs it). 'options' asks the gateway for a challenge of
 * this brand's relying party; 'add' relays the browser's answer and a name. Answers JSON: the
 * options, where to go, or a message in the member's language.
 */
import { PASSKEY_NAME_MAX, hasControlCharacters } from '@member-dashboard/contract'
import { publicOrigin } from '~/platform/config/brand.server'
import { screenFailure } from '~/platform/failures/failures.server'
import { messageTextFor } from '~/platform/i18n/page-texts.server'
import { message } from '~/platform/i18n/message'
import { requireSettings } from './guards.server'
import { TWO_STEP_SETTINGS_PATH } from './two-step-settings.server'
import { readPasskeyAnswer } from '~/platform/webauthn/passkey-answer'
import type { PageArgs } from '~/platform/context/load-context.server'

const noStore = { 'cache-control': 'no-store' }

export async function passkeyAddAction(args: PageArgs) {
  const { request } = args
  const ctx = await requireSettings(args)
  const text = messageTextFor(args)
  const said = (key: string, status: number) =>
    Response.json({ message: text(message(`account:twoStep.passkeys.${key}`)) }, { status, headers: noStore })
  if (ctx.claims.issuedByRole !== null) return said('failed', 403)
  const form = await request.formData().catch(() => null)
  const origin = publicOrigin(request)
  const party = { rpId: new URL(origin).hostname, origin }
  const refused = async (error: unknown) => {
    const failure = await screenFailure(args, error, {
      message: () => message('account:twoStep.passkeys.failed'),
    })
    return Response.json({ message: text(failure.message) }, { status: failure.status, headers: noStore })
  }
  if (form?.get('intent') === 'options') {
    return ctx.api
      .passkeyRegistrationOptions(party)
      .then((answer) => Response.json(answer, { headers: noStore }), refused)
  }
  const response = form?.get('intent') === 'add' ? readPasskeyAnswer(form.get('response')) : null
  const name = String(form?.get('name') ?? '').trim()
  if (!response || !name || name.length > PASSKEY_NAME_MAX || hasControlCharacters(name))
    return said('failed', 400)
  return ctx.api
    .addPasskey({ ...party, name, response })
    .then(() => Response.json({ to: TWO_STEP_SETTINGS_PATH }, { headers: noStore }), refused)
}
