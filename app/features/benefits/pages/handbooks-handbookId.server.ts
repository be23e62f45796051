import { type LoaderFunctionArgs } from '@remix-run/node'
import { downloadHandbook } from '~/features/benefits/documents/documents.server'

/**
 * A handbook's PDF (resource route): streamed from the gateway as an attachment, so a plain link
 * works without JavaScript; a failure goes back to the handbooks page with its status.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { params } = args
  return downloadHandbook(args, params.handbookId)
}
