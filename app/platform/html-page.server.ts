/**
 * The one stand-alone HTML document (and the one escaper) for pages that must not go through the
 * client router: the hand-offs (the CRM's token may appear only in the hidden form field, never in
 * loader JSON; eBill, pharmacy), the /sso-landing continuation (a same-site navigation after a
 * cross-site POST), and the app server's refusal pages, answered before any route runs
 * (`app-server/forbidden-page.ts`). `htmlPage` answers `Cache-Control: no-store`.
 */
import { DEFAULT_THEME } from '@mantine/core'
import type { Brand } from '~/platform/config/brands'
import { catalogues } from '~/platform/i18n/catalogues.server'
import { DEFAULT_LANGUAGE, LOCALES, type Language } from '~/platform/i18n/languages'
import { translate } from '~/platform/i18n/translate'

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
  /** The member's language (decision 189): `<html lang>` and the title's suffix. */
  language?: Language
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
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",Arial,sans-serif;color:${text};background:${white};line-height:1.5}
header{background:${primary};color:${white};padding:12px 16px;font-weight:700}
main{max-width:40rem;margin:0 auto;padding:32px 16px}
h1{font-size:1.6rem;margin:0 0 16px}
.button{display:inline-block;background:${primary};color:${white};border:0;border-radius:8px;padding:10px 20px;font-size:1rem;text-decoration:none;cursor:pointer}
.button:focus-visible{outline:3px solid ${text};outline-offset:2px}
a{color:${primary}}`
}

/** The document itself: the brand's header bar, then `body` in the main landmark. */
export function htmlDocument({
  brand,
  language = DEFAULT_LANGUAGE,
  title,
  body,
  head = '',
}: Omit<PageInput, 'status' | 'setCookies'>) {
  const suffix = translate(catalogues[language], language, 'common', 'documentTitle', {
    product: brand.productDisplayName,
  })
  return `<!doctype html>
<html lang="${LOCALES[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(`${title} | ${suffix}`)}</title>
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
}

export function htmlPage({ status = 200, setCookies = [], ...page }: PageInput): Response {
  const html = htmlDocument(page)
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

/**
 * The one hand-off page (CRM, eBill, pharmacy, chat; decision 031): a heading, what is happening,
 * and a hidden form that POSTs `fields` to another site; it submits itself (/hand-off.js) or with
 * 'Continue' without JavaScript. Tokens travel only in the form's hidden fields, never in a URL or
 * page data. `before` is trusted HTML (the page's own paragraphs, already escaped).
 */
export function handOffPage(page: {
  brand: Brand
  language: Language
  title: string
  before: string
  action: string
  fields: Record<string, string>
  continueLabel: string
  formId?: string
}): Response {
  const inputs = Object.entries(page.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n')
  const id = page.formId ? ` id="${escapeHtml(page.formId)}"` : ''
  return htmlPage({
    brand: page.brand,
    language: page.language,
    title: page.title,
    body: `<h1>${page.title}</h1>
${page.before}
<form method="post" action="${escapeHtml(page.action)}"${id} data-hand-off>
${inputs}
<button type="submit" class="button">${page.continueLabel}</button>
</form>
<script src="/hand-off.js" defer></script>`,
  })
}
