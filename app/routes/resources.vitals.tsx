import { data, type ActionFunctionArgs } from '@remix-run/node'
import { receiveBeacon } from '~/platform/vitals/beacon.server'

/**
 * Where browsers post the field vitals of a page view (issue 45, decision 220): an answer without
 * content, never a page. See `~/platform/vitals/beacon.server.ts`.
 */
export async function action({ request }: ActionFunctionArgs) {
  return receiveBeacon(request)
}

export async function loader() {
  throw data(null, { status: 404 })
}
