import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { errorPageResponse } from '~/features/shell/member-layout.server'
import { translateForMeta } from '~/platform/i18n/use-translation'

export const meta: MetaFunction = ({ matches }) => [
  { title: translateForMeta(matches, 'common', 'pageTitles.error') },
]

/**
 * error/{status} (spec section 2): the error page for the status at that address, with that status;
 * inside the member shell for a signed-in member, else in the public frame (the member layout's
 * boundary renders it). Which statuses it knows: app/features/shell/open-pages.ts.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  throw errorPageResponse(params.status)
}

export default function ErrorPage() {
  return null
}
