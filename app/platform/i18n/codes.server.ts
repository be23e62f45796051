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
import { inRequestLanguage, languageOf } from './language.server'
import { DEFAULT_LANGUAGE } from './languages'
import { lookup } from './translate'

/** The closed lists of `common:codes`. */
export type CodeList = 'relationship' | 'referralStatus' | 'authorizationStatus' | 'country' | 'insuranceType'

/** `asSent` (the gateway's description of `code` in `list`) in the request's language. */
export function codeText(request: Request, list: CodeList, code: string, asSent: string): string {
  const language = languageOf(request)
  if (language === DEFAULT_LANGUAGE) return asSent
  return lookup(catalogues[language].common, `codes.${list}.${code}`) ?? asSent
}

/** A message the gateway wrote (a refusal or a confirmation), in the request's language when known. */
export function gatewayMessage(request: Request, message: string): string {
  return inRequestLanguage(request, 'common', 'gatewayMessages', message)
}
