/**
 * The refusals the registration and recovery actions write in English, in the request's language
 * (decision 189).
 */
import { inRequestLanguage } from '~/platform/i18n/language.server'

/** A refusal the registration and recovery actions write in English, in the request's language. */
export const inMemberLanguage = (request: Request, text: string) =>
  inRequestLanguage(request, 'registration', 'errors', text)
