import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { isGatewayError } from '~/platform/gateway/errors'
import { pageFailure } from '~/platform/failures/failures.server'
import { requireMember } from '~/platform/session/auth.server'
import { ID_CARD_ON_SCREEN_PATH } from '~/features/home/id-card-details'

/**
 * 'Download ID card': streams the gateway's PDF (idCard/view) to the browser as an attachment, so
 * a plain link works without JavaScript. A failure ("ID card download failure: ... the error page
 * shows with the status") sends the member to /id-card?error={status}, which renders the error
 * page for that status inside the shell (see docs/decisions/022-id-card-download.md). A JSON answer
 * shows the card on screen (/id-card?view=card; decision 149).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireMember(request)
  try {
    if (!(await api.idCardEligible())) return redirect('/id-card?error=403')
    const upstream = await api.idCardView()
    const type = upstream.headers.get('content-type') ?? ''
    // "json or blob (pdf)": a gateway answering JSON gets the card shown on screen, not a 502.
    if (type.includes('json')) return redirect(ID_CARD_ON_SCREEN_PATH)
    if (!upstream.body || !type.includes('pdf')) return redirect('/id-card?error=502')
    const headers = new Headers({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="id-card.pdf"',
      'cache-control': 'private, no-store',
    })
    const length = upstream.headers.get('content-length')
    if (length) headers.set('content-length', length)
    return new Response(upstream.body, { status: 200, headers })
  } catch (error) {
    if (!isGatewayError(error)) throw error
    if (error.status === 401) return pageFailure(request, error)
    return redirect(`/id-card?error=${error.status}`)
  }
}
