import { data, type ActionFunctionArgs } from '@remix-run/node'
import { passkeyAddAction } from '~/features/account/passkey-add.server'

/** Adding a passkey: the button on /account/settings/two-step posts here (JavaScript only; decision 236). */
export async function action({ request }: ActionFunctionArgs) {
  return passkeyAddAction(request)
}

export async function loader() {
  throw data(null, { status: 404 })
}
