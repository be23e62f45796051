/**
 * A tiny stand-alone HTML document for the two hand-off pages that must not go through the client
 * router: the CRM hand-off (its token may appear only in the hidden form field, never in loader
 * JSON) and the /sso-landing continuation (a same-site navigation after a cross-site POST). Both are
 * `Cache-Control: no-store`.
 */
import { DEFAULT_THEME } from '@mantine/core'
import type { Brand } from '~/platform/config/brands'

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => entities[c])
}

type PageInput = {
  brand: Brand
  title: string
  /** Trusted markup (callers escape every value they put in). */
  body: string
  /** Extra trusted markup for the head (a meta refresh). */
  head?: string
  status?: number
  setCookies?: string[]
}

/** The brand's theme colours (shade 9 of its palette, as app/ui/theme.ts), written out: no Mantine CSS loads here. */
function styles(brand: Brand) {
  const { colors, white } = DEFAULT_THEME
  const [primary, text] = [colors[brand.primaryColor][9], colors.gray[9]]
  return `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:${text};background:${white};line-height:1.5}
header{background:${primary};color:${white};padding:12px 16px;font-weight:700}
main{max-width:40rem;margin:0 auto;padding:32px 16px}
h1{font-size:1.6rem;margin:0 0 16px}
.button{display:inline-block;background:${primary};color:${white};border:0;border-radius:8px;padding:10px 20px;font-size:1rem;text-decoration:none;cursor:pointer}
.button:focus-visible{outline:3px solid ${text};outline-offset:2px}
a{color:${primary}}`
}

export function htmlPage({
  brand,
  title,
  body,
  head = '',
  status = 200,
  setCookies = [],
}: PageInput): Response {
  const html = `<!doctype html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(`${title} | ${brand.productDisplayName} Member Dashboard`)}</title>
${head}
<style>${styles(brand)}</style>
</head>
<body>
<header>${escapeHtml(brand.productDisplayName)}</header>
<main id="main-content">
${body}
</main>
</body>
</html>`
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
  })
  for (const cookie of setCookies) headers.append('set-cookie', cookie)
  return new Response(html, { status, headers })
}
