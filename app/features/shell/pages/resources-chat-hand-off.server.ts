import type { LoaderFunctionArgs } from '@remix-run/node'
import { chatHandOff } from '@member-dashboard/contract'
import { env } from '~/platform/config/env.server'
import { failTo } from '~/platform/failures/failures.server'
import { requireMember } from '~/platform/session/auth.server'
import { chatOffered } from '~/features/shell/shell'
import { handOffPage, htmlPage } from '~/platform/html-page.server'
import { htmlTextsFor } from '~/platform/i18n/html-texts.server'

/**
 * 'Chat with us' (decision 151): the chat configuration (its configured URL) and the member's user
 * key (GET token/userkey) are posted to the chat site (CHAT_URL) by a hidden form, as the other
 * hand-offs do (it submits itself with /hand-off.js, or with 'Continue' without JavaScript). Nothing
 * reaches a URL. When the configuration does not offer chat now, the page says so with its hours.
 */
export async function loader(args: LoaderFunctionArgs) {
  const ctx = await requireMember(args)
  const [config, userKey] = await Promise.all([ctx.api.chatConfig(), ctx.api.userKey()]).catch(failTo(args))
  // The texts in the member's language (decision 189), the values they fill in escaped (decision 225).
  const { language, t } = htmlTextsFor(args, 'hand-offs')
  const hours = config.hours ? `<p>${t('chat.hours', { hours: config.hours })}</p>` : ''
  if (!chatOffered(config)) {
    const contact = `<a href="/support/customer-service">${t('chat.contactCustomerService')}</a>`
    const back = `<a href="/home">${t('chat.goBack')}</a>`
    return htmlPage({
      brand: ctx.brand,
      language,
      title: t('chat.unavailableTitle'),
      body: `<h1>${t('chat.unavailableHeading')}</h1>
${hours}
<p>${t('chat.unavailableNext', undefined, { contact, back })}</p>`,
    })
  }
  return handOffPage({
    brand: ctx.brand,
    language,
    title: t('chat.title'),
    before: `<p>${t('chat.connecting')}</p>\n${hours}`,
    action: env.chatUrl,
    fields: chatHandOff.parse({ ...config, mappedGroupId: config.mappedGroupId ?? '', userKey }),
    continueLabel: t('chat.continue'),
  })
}
