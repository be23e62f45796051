import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { sessionStatus } from '~/platform/session/session.server'

/**
 * The idle warning's two calls (decision 071): GET tells when the session ends without moving
 * the idle clock (another tab may have kept it alive); POST is 'Stay signed in' and starts the
 * idle clock again. Never cached; no member data.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return Response.json(await sessionStatus(request), { headers: { 'cache-control': 'no-store' } })
}

export async function action({ request }: ActionFunctionArgs) {
  const status = await sessionStatus(request, { touch: true })
  return Response.json(status, {
    status: status.signedIn ? 200 : 401,
    headers: { 'cache-control': 'no-store' },
  })
}
