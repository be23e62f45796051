/**
 * The catalogue's error page as a small stand-alone document, for a request the app server
 * refuses before any route runs (a cross-site POST: 403; a body that is not a form: 415, with the
 * catalogue's 400 texts). No loader may run for it, so Remix cannot render it. The texts and links
 * are the error catalogue's (spec section 8), for the brand of the request's host.
 */
import { brands, domainForHost } from '~/platform/config/brands'
import { env } from '~/platform/config/env.server'
import { errorPageEntry, LINKS_HEADING } from '~/platform/failures/error-catalogue'

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

export function forbiddenPage(host: string) {
  return refusalPage(host, 403)
}

const UNSUPPORTED = 'Error code: 415 Unsupported media type'

export function refusalPage(host: string, status: 403 | 415) {
  const domainId = domainForHost(host, env.brandHosts)
  const brand = brands[domainId]
  const entry = errorPageEntry(status === 403 ? 403 : 400, { signedIn: false, domainId })
  if (status === 415) entry.code = UNSUPPORTED
  const links = entry.links.map((l) => `<li><a href="${escape(l.href)}">${escape(l.label)}</a></li>`).join('')
  return `<!doctype html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(`${status === 403 ? 'Access denied' : 'Request not understood'} | ${brand.productDisplayName} Member Dashboard`)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1b1e;background:#fff;line-height:1.5}
header{background:#0b4f4a;color:#fff;padding:12px 16px;font-weight:700}
main{max-width:40rem;margin:0 auto;padding:32px 16px}
h1{font-size:1.6rem;margin:0 0 16px}
a{color:#0b4f4a}
</style>
</head>
<body>
<header>${escape(brand.productDisplayName)}</header>
<main id="main-content">
<h1>${escape(entry.title)}</h1>
<p>${escape(entry.code ?? '')}</p>
<h2>${escape(LINKS_HEADING)}</h2>
<ul>${links}</ul>
</main>
</body>
</html>`
}
