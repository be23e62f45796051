/** Minimal HTML for the sandbox's outside-system landing pages. Everything interpolated is escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

export function landingPage(title: string, rows: [string, string][], note: string): string {
  const items = rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:40rem;color:#1a1a1a}dt{font-weight:600;margin-top:.75rem}dd{margin:0}p{color:#444}</style>
</head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(note)}</p><dl>${items}</dl></main></body>
</html>
`
}

/** Headers of the outside systems' stand-in pages: static, no scripts, no outgoing referrer, never cached. */
export const landingPageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
}
