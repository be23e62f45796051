/**
 * The texts of a page, in the language of its request's context (decisions 225, 255): a loader's
 * `messages`, the server's own `t`, and a rule's message as the member reads it.
 */
import { contextOf, type PageArgs } from '~/platform/context/load-context.server'
import type { Namespace } from './catalogues.server'
import type { PackedMessages } from './packed-messages'
import type { PageTexts } from './language.server'

/**
 * A loader's `messages`, the one way texts go to the browser (decision 225): the given sections in
 * the request's language. Only what the page renders: loader data is in the page's HTML (sections
 * the server alone uses never go to the browser). Packed (decision 214).
 */
export function messagesFor(args: PageArgs, texts: PageTexts): PackedMessages {
  return contextOf(args).messages(texts)
}

/** `t` over a namespace in the request's language, for the texts the server writes itself. */
export function textsFor(args: PageArgs, namespace: Namespace) {
  const context = contextOf(args)
  return { language: context.language, t: context.texts(namespace) }
}

/**
 * A rule's message (`message(key, values)`, decision 225) as the request's language reads it, with
 * the same `translate` as the pages: for the texts a loader shows (plan dates, benefits, find care,
 * home, account). Any other text (a name, a gateway's word) is shown as it is.
 */
export function messageTextFor(args: PageArgs) {
  return contextOf(args).messageText
}
