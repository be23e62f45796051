import type { LoaderFunctionArgs } from '@remix-run/node'
import { applePassLoader } from '~/features/home/wallet.server'

/**
 * 'Add to Apple Wallet' (issue 44, decision 219): the signed pass of the signed-in member, or of
 * the member `?suffix=` names when theirs to see, as a plain link's download. A refusal or a
 * gateway failure goes to /id-card?error={status}, as the PDF download does (decision 022).
 */
export async function loader(args: LoaderFunctionArgs) {
  return applePassLoader(args)
}
