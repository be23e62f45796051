/**
 * The brands' configured texts (`~/platform/config/brands`: the footer's policy links and legal
 * line, the 401 page's links, the contact blocks' titles) in the member's language (decision 189).
 * The brand config keeps the spec's English; the `common` catalogue's `brand` section is keyed by
 * that English text, as the `menus` catalogue is keyed by the menu titles. A text the section does
 * not have (a brand name, a phone number) is shown as it is.
 */
import { useMessages } from '~/platform/i18n/use-translation'
import type { Messages } from '~/platform/i18n/translate'

/** `english` in the language of `messages` (the `common` namespace), or as it is. */
export function brandText(english: string, messages: Messages | undefined): string {
  const section = messages?.brand
  const text = typeof section === 'object' ? section[english] : undefined
  return typeof text === 'string' ? text : english
}

/** `brandText` with the page's `common` texts. */
export function useBrandText() {
  const { messages } = useMessages('common')
  return (english: string) => brandText(english, messages)
}
