import type { RouteModule } from '../context'
import { escapeHtml, landingPageHeaders } from '../html'
import { createMailbox, MAILBOX_SHOWN } from '../mailbox'

/**
 * The sandbox mailbox (issue 51, decision 232): `GET sandbox/mailbox` (HTML, newest first, for a
 * person trying `npm start`) and `GET sandbox/mailbox.json?username=U` (`[{ to, username, subject,
 * text, sentAt }]`, newest first, for tests). Sandbox only: the dashboard never calls them.
 */
export const sandboxMailboxRoutes: RouteModule = (app, ctx) => {
  const mailbox = createMailbox(ctx)
  app.get<{ Querystring: { username?: string } }>(
    '/sandbox/mailbox.json',
    { config: { public: true } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const username = typeof request.query.username === 'string' ? request.query.username : undefined
      return mailbox.list(username || undefined)
    },
  )
  app.get('/sandbox/mailbox', { config: { public: true } }, async (_request, reply) => {
    reply.headers(landingPageHeaders)
    const mails = mailbox.list()
    const items = mails
      .map(
        (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.to)} (username ${escapeHtml(mail.username)}), <time datetime="${escapeHtml(mail.sentAt)}">${escapeHtml(mail.sentAt)}</time></p>
<p>${escapeHtml(mail.text)}</p></article>`,
      )
      .join('\n')
    return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox mailbox</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:44rem;color:#1a1a1a}article{border-top:1px solid #bbb;padding:.5rem 0}h2{font-size:1.1rem;margin:.5rem 0}.meta{color:#444;font-size:.9rem}</style>
</head>
<body><main><h1>Sandbox mailbox</h1>
<p>The mails the sandbox gateway would have sent (forgot username, forgot password, verification codes), newest first; the last ${MAILBOX_SHOWN}. Nothing is delivered.</p>
${items || '<p>No mail yet.</p>'}
</main></body>
</html>
`
  })
}
