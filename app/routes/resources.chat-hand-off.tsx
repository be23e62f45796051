import type { LoaderFunctionArgs } from '@remix-run/node'
import { chatHandOff } from '@member-dashboard/contract'
import { env } from '~/platform/config/env.server'
import { failTo } from '~/platform/failures/failures.server'
import { requireMember } from '~/platform/session/auth.server'
import { chatOffered } from '~/features/shell/shell'
import { escapeHtml, htmlPage } from '~/platform/html-page.server'

/**
 * 'Chat with us' (decision 151): the chat configuration (its configured URL) and the member's user
 * key (GET token/userkey) are posted to the chat site (CHAT_URL) by a hidden form, as the other
 * hand-offs do (it submits itself with /hand-off.js, or with 'Continue' without JavaScript). Nothing
 * reaches a URL. When the configuration does not offer chat now, the page says so with its hours.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireMember(request)
  const [config, userKey] = await Promise.all([ctx.api.chatConfig(), ctx.api.userKey()]).catch(
    failTo(request),
  )
  const hours = config.hours ? `<p>Chat hours: ${escapeHtml(config.hours)}.</p>` : ''
  if (!chatOffered(config)) {
    return htmlPage({
      brand: ctx.brand,
      title: 'Chat is not available',
      body: `<h1>Chat is not available right now</h1>
${hours}
<p><a href="/support/customer-service">Contact customer service</a> or <a href="/home">go back to your dashboard</a>.</p>`,
    })
  }
  const fields = chatHandOff.parse({ ...config, mappedGroupId: config.mappedGroupId ?? '', userKey })
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('\n')
  return htmlPage({
    brand: ctx.brand,
    title: 'Continuing to chat',
    body: `<h1>Continuing to chat</h1>
<p>We are connecting you with a member services representative.</p>
${hours}
<form method="post" action="${escapeHtml(env.chatUrl)}" data-hand-off>
${inputs}
<button type="submit" class="button">Continue</button>
</form>
<script src="/hand-off.js" defer></script>`,
  })
}
