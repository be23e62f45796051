/**
 * PDF downloads through resource routes (decisions 022 and 047): the gateway's PDF, fetched with
 * the member's bearer token (which never leaves the server), streamed to the browser as an
 * attachment, so a plain link works without JavaScript. A failure goes back to the document's page
 * with ?error={status}, whose loader throws that status (`throwDownloadFailure`) so its
 * ErrorBoundary shows the error page for it; a 401 ends the session as everywhere else.
 */
import { data, redirect } from '@remix-run/node'
import { pageFailure } from '~/platform/failures/failures.server'
import { isGatewayError } from '~/platform/gateway/errors'
import type { MemberApi } from '~/platform/gateway/client.server'
import { requireMember } from '~/platform/session/auth.server'
import { downloadFailureStatus, pdfFileName } from './pdf-download'

/** A page a failed download came back to (?error={status}) renders the error page for that status. */
export function throwDownloadFailure(request: Request) {
  const status = downloadFailureStatus(new URL(request.url).searchParams)
  if (status !== null) throw data({ signedIn: true }, { status })
}

/** Streams a gateway PDF as an attachment; any failure goes back to `page` with its status. */
export async function pdfDownload(
  request: Request,
  open: (api: MemberApi) => Promise<Response>,
  options: { page: string; fileName: string },
) {
  const { api } = await requireMember(request)
  try {
    const upstream = await open(api)
    const type = upstream.headers.get('content-type') ?? ''
    if (!upstream.body || !type.includes('pdf')) return redirect(`${options.page}?error=502`)
    const fileName = pdfFileName(upstream.headers.get('content-disposition'), options.fileName)
    const headers = new Headers({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'private, no-store',
    })
    const length = upstream.headers.get('content-length')
    if (length) headers.set('content-length', length)
    return new Response(upstream.body, { status: 200, headers })
  } catch (error) {
    if (!isGatewayError(error)) throw error
    if (error.status === 401) return pageFailure(request, error)
    return redirect(`${options.page}?error=${error.status}`)
  }
}
