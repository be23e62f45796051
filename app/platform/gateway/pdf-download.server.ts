/**
 * The one PDF download (ID card, EOB, benefit documents, member forms; decisions 022, 047, 061):
 * streams the gateway's PDF to the browser as an attachment, so a plain link works without
 * JavaScript and the member's bearer token never leaves the server. A failure sends the member
 * back to the page the download belongs to (`failedTo(status)`, usually `?error={status}`), whose
 * loader throws that status (`throwDownloadFailure`) so its ErrorBoundary shows the error page for
 * it; an expired session (401) goes the one failure path (`pageFailure`).
 */
import { data, redirect } from '@remix-run/node'
import { pageFailure } from '~/platform/failures/failures.server'
import { isGatewayError } from './errors'
import { downloadFailureStatus, pdfFileName } from './pdf-download'
import type { PageArgs } from '~/platform/context/load-context.server'

/** A page a failed download came back to (?error={status}) renders the error page for that status. */
export function throwDownloadFailure(args: PageArgs) {
  const { request } = args
  const status = downloadFailureStatus(new URL(request.url).searchParams)
  if (status !== null) throw data({ signedIn: true }, { status })
}

/** An answer not handed on: its body is cancelled, so the kept socket goes back to the agent now. */
async function release(upstream: Response, answer: Response) {
  await upstream.body?.cancel().catch(() => undefined)
  return answer
}

/**
 * `open` asks the gateway for the PDF; it may answer a status number instead (a refusal decided
 * before the call, e.g. 403 when the member may not have the document). Anything but a PDF body is
 * a 502.
 */
export async function pdfDownload(
  args: PageArgs,
  open: () => Promise<Response | number>,
  options: {
    fileName: string
    failedTo: (status: number) => string
    /** Where a JSON answer goes instead of a 502, for a call that may answer JSON or a PDF. */
    jsonTo?: string
  },
): Promise<Response> {
  try {
    const upstream = await open()
    if (typeof upstream === 'number') return redirect(options.failedTo(upstream))
    const type = upstream.headers.get('content-type') ?? ''
    if (options.jsonTo && type.includes('json')) return release(upstream, redirect(options.jsonTo))
    if (!upstream.body || !type.includes('pdf')) return release(upstream, redirect(options.failedTo(502)))
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
    if (error.status === 401) return pageFailure(args, error)
    return redirect(options.failedTo(error.status))
  }
}
