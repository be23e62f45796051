import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { getAuthState } from '~/platform/session/auth.server'

/** An empty path goes to the domain's default route (signed in) or to /login. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { brand, stage } = await getAuthState(request)
  throw redirect(stage === 'full' ? brand.defaultRoute : '/login')
}
