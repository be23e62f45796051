import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { ssoLandingAction, ssoLandingLoader } from '~/features/sign-in/sso-landing.server'

/** /sso-landing: another application hands the member's token over (spec sections 2 and 4). */
export async function loader({ request }: LoaderFunctionArgs) {
  return ssoLandingLoader(request)
}

export async function action({ request }: ActionFunctionArgs) {
  return ssoLandingAction(request)
}
