import { type LoaderFunctionArgs } from '@remix-run/node'
import { errorPageResponse } from '~/features/shell/member-layout.server'

/**
 * error/{status} (spec section 2): the error page for the status at that address, with that status;
 * inside the member shell for a signed-in member, else in the public frame (the member layout's
 * boundary renders it). Which statuses it knows: app/features/shell/open-pages.ts.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  throw errorPageResponse(params.status)
}
