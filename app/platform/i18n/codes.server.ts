/**
 * Words the gateway sends in English where the app knows the case (decision 218): a description
 * from a closed list, read by its code (a relationship, a referral's or a prior authorization's
 * status, a country, an insurance type), and the gateway's own messages it answers with on the recovery,
 * registration and password forms. In English they stay as the gateway sends them; in another
 * language the `common` catalogue's `codes` and `gatewayMessages` give the member's words, and a
 * code or a message the catalogue does not know is shown as sent. Server only: these sections are
 * not sent to the browser.
 */
import { catalogues } from './catalogues.server'
import { contextOf, type PageArgs } from '~/platform/context/load-context.server'
import { DEFAULT_LANGUAGE, type Language } from './languages'
import { lookup } from './translate'

/** The closed lists of `common:codes`. */
export type CodeList = 'relationship' | 'referralStatus' | 'authorizationStatus' | 'country' | 'insuranceType'

/** `asSent` (the gateway's description of `code` in `list`) in the request's language. */
export function codeText(args: PageArgs, list: CodeList, code: string, asSent: string): string {
  const { language } = contextOf(args)
  if (language === DEFAULT_LANGUAGE) return asSent
  return lookup(catalogues[language].common, `codes.${list}.${code}`) ?? asSent
}

/** The key of each message the gateway writes, by its English text (`common:gatewayMessages`). */
const gatewayKeys = new Map(
  Object.entries(catalogues.en.common.gatewayMessages as Record<string, string>).map(([key, english]) => [
    english,
    key,
  ]),
)

/**
 * A message the GATEWAY wrote in English (a refusal or a confirmation: spec section 8's error
 * bodies, the recovery answers), in `language` when the catalogue knows it, else as sent. The one
 * place the dashboard matches English back to a key (decision 225): the gateway sends words, not
 * keys. The dashboard's own rules write keys and values (`message.ts`) and are never matched back.
 */
export function gatewayTextIn(language: Language, text: string): string {
  if (language === DEFAULT_LANGUAGE) return text
  const key = gatewayKeys.get(text)
  return (key && lookup(catalogues[language].common, `gatewayMessages.${key}`)) ?? text
}
