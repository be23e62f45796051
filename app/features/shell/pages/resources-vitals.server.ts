import { type ActionFunctionArgs } from '@remix-run/node'
import { onlyPosted } from '~/platform/failures/failures.server'
import { receiveBeacon } from '~/platform/vitals/beacon.server'

/**
 * Where browsers post the field vitals of a page view (issue 45, decision 220): an answer without
 * content, never a page. See `~/platform/vitals/beacon.server.ts`.
 */
export async function action({ request }: ActionFunctionArgs) {
  return receiveBeacon(request)
}

/** GET or HEAD: the 405 page (this route only takes POST). */
export function loader() {
  return onlyPosted()
}
