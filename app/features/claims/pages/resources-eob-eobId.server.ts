import { type LoaderFunctionArgs } from '@remix-run/node'
import { eobDownload } from '~/features/claims/claims.server'

/**
 * An EOB as a PDF attachment: a plain link from /eobs or a claim works without JavaScript; the
 * gateway token stays in the session cookie, never in a URL. A failure goes back to /eobs with a
 * message (EOB requests are screen-handled, spec section 8).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { params } = args
  return eobDownload(args, params.eobId ?? '')
}
