import { data, type ActionFunctionArgs } from '@remix-run/node'
import { passkeySignInAction } from '~/features/sign-in/passkey-sign-in.server'

/** Sign-in with a passkey: the button on /login posts here (JavaScript only; decision 236). */
export async function action({ request }: ActionFunctionArgs) {
  return passkeySignInAction(request)
}

export async function loader() {
  throw data(null, { status: 404 })
}
