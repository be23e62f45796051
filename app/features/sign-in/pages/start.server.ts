import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { getAuthState } from '~/platform/session/auth.server'

/** An empty path goes to the domain's default route (signed in) or to /login. */
export async function loader(args: LoaderFunctionArgs) {
  const { brand, stage } = await getAuthState(args)
  throw redirect(stage === 'full' ? brand.defaultRoute : '/login')
}
