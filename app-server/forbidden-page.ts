/**
 * The catalogue's error page as a small stand-alone document, for a request the app server
 * refuses before any route runs (decisions 073 and 090-092): a cross-site POST (403), a method
 * other than GET, HEAD and POST (405), a body over the size limit (413), a body that is not a
 * form (415), a host that is not a brand host (421) and an address that is not valid percent-encoded
 * UTF-8 (400, decision 139). No loader may run for it, so Remix cannot
 * render it. The texts and links are the error catalogue's (spec section 8: its 403 page, its
 * 400 texts for the others with their own code line), for the brand of the request's host. No
 * JavaScript; a `.data` request (the client router) gets one line of text.
 */
import type { Request, Response } from 'express'
import { brands, domainForHost } from '~/platform/config/brands'
import { env } from '~/platform/config/env.server'
import { errorPageEntry, errorPageTexts } from '~/platform/failures/error-catalogue'
import { catalogues } from '~/platform/i18n/catalogues.server'
import { chooseLanguage, DEFAULT_LANGUAGE, type Language } from '~/platform/i18n/languages'
import { createTranslate } from '~/platform/i18n/translate'
import { escapeHtml, htmlDocument } from '~/platform/html-page.server'
import type { Logger } from './logger'

export type RefusalStatus = 400 | 403 | 405 | 413 | 415 | 421

/** The status line's words: the `.data` answer (the page's code line is the `common` catalogue's). */
export const REFUSAL_TEXT: Record<RefusalStatus, string> = {
  400: 'Bad request',
  403: 'Forbidden',
  405: 'Method not allowed',
  413: 'Request too large',
  415: 'Unsupported media type',
  421: 'Misdirected request',
}

export function refusalPage(host: string, status: RefusalStatus, language: Language = DEFAULT_LANGUAGE) {
  const domainId = domainForHost(host, env.brandHosts)
  const brand = brands[domainId]
  const t = createTranslate(catalogues[language], language, 'common')
  const entry = errorPageTexts(errorPageEntry(status === 403 ? 403 : 400, { signedIn: false, domainId }), t)
  // The statuses the error catalogue has no entry for have their own code line ('refusal.code').
  if (status !== 403 && status !== 400) entry.code = t(`refusal.code.${status}`)
  const links = entry.links
    .map((l) => `<li><a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a></li>`)
    .join('')
  return htmlDocument({
    brand,
    language,
    title: t(status === 403 ? 'refusal.title.403' : 'refusal.title.other'),
    // Marked as the app's error page is (ErrorPage): the catalogue's page for a status.
    body: `<div data-testid="error-page" data-status="${status}">
<h1>${escapeHtml(entry.title)}</h1>
<p>${escapeHtml(entry.code ?? '')}</p>
<h2>${escapeHtml(entry.linksHeading)}</h2>
<ul>${links}</ul>
</div>`,
  })
}

/**
 * A refused body is read and thrown away up to this much (never kept: no memory), so a client that
 * writes its whole body before reading (fetch) gets the answer rather than a broken pipe.
 */
const DISCARD_CAP_BYTES = 64 * 1024 * 1024

/**
 * Throws a refused request's body away without keeping it, so the connection can be reused and
 * the client, still sending, gets the answer rather than a reset. A body declared over
 * DISCARD_CAP_BYTES is not read at all (the connection closes after the answer); one of unknown
 * length that passes it ends the connection.
 */
function discardBody(req: Request, res: Response) {
  const declared = req.headers['content-length']
  if (declared !== undefined && !(Number(declared) <= DISCARD_CAP_BYTES)) {
    res.setHeader('connection', 'close')
    return
  }
  let discarded = 0
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length
    if (discarded > DISCARD_CAP_BYTES) req.socket.destroy()
  })
  req.on('error', () => {})
  req.resume()
}

/**
 * Answers a refusal: one 'refused' warning in the log (never an error, never the body), then the
 * page, while the body is thrown away (`discardBody`).
 */
export function sendRefusal(
  req: Request,
  res: Response,
  status: RefusalStatus,
  options: { logger: Logger; reason: string; headers?: Record<string, string> },
) {
  options.logger.warn(
    { requestId: res.locals.requestId, method: req.method, reason: options.reason },
    'refused',
  )
  discardBody(req, res)
  res.status(status)
  res.setHeader('cache-control', 'no-store')
  for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value)
  if (req.path.endsWith('.data')) res.type('text/plain').send(REFUSAL_TEXT[status])
  else
    res
      .type('html')
      .send(
        refusalPage(
          req.headers.host ?? '',
          status,
          chooseLanguage({ cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'] }),
        ),
      )
}
