import { type ActionFunctionArgs } from '@remix-run/node'
import { onlyPosted } from '~/platform/failures/failures.server'
import { passkeySignInAction } from '~/features/sign-in/passkey-sign-in.server'

/** Sign-in with a passkey: the button on /login posts here (JavaScript only; decision 236). */
export async function action(args: ActionFunctionArgs) {
  return passkeySignInAction(args)
}

/** GET or HEAD: the 405 page (this route only takes POST; decision 233). */
export function loader() {
  return onlyPosted()
}
