import type { LoaderFunctionArgs } from '@remix-run/node'
import { pdfDownload } from '~/platform/gateway/pdf-download.server'
import { requireMember } from '~/platform/session/auth.server'
import { ID_CARD_ON_SCREEN_PATH } from '~/features/home/id-card-details'

/**
 * 'Download ID card': streams the gateway's PDF (idCard/view) to the browser as an attachment, so
 * a plain link works without JavaScript. A failure ("ID card download failure: ... the error page
 * shows with the status") sends the member to /id-card?error={status}, which renders the error
 * page for that status inside the shell (see docs/decisions/022-id-card-download.md). A JSON answer
 * shows the card on screen (/id-card?view=card; decision 149).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { api } = await requireMember(args)
  // "json or blob (pdf)": a gateway answering JSON gets the card shown on screen, not a 502.
  return pdfDownload(args, async () => ((await api.idCardEligible()) ? api.idCardView() : 403), {
    fileName: 'id-card.pdf',
    failedTo: (status) => `/id-card?error=${status}`,
    jsonTo: ID_CARD_ON_SCREEN_PATH,
  })
}
