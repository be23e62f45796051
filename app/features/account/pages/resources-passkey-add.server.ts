import { type ActionFunctionArgs } from '@remix-run/node'
import { onlyPosted } from '~/platform/failures/failures.server'
import { passkeyAddAction } from '~/features/account/passkey-add.server'

/** Adding a passkey: the button on /account/settings/two-step posts here (JavaScript only; decision 236). */
export async function action(args: ActionFunctionArgs) {
  return passkeyAddAction(args)
}

/** GET or HEAD: the 405 page (this route only takes POST; decision 233). */
export function loader() {
  return onlyPosted()
}
