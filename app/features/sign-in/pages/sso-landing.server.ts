import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { ssoLandingAction, ssoLandingLoader } from '~/features/sign-in/sso-landing.server'

/** /sso-landing: another application hands the member's token over (spec sections 2 and 4). */
export async function loader(args: LoaderFunctionArgs) {
  return ssoLandingLoader(args)
}

export async function action(args: ActionFunctionArgs) {
  return ssoLandingAction(args)
}
