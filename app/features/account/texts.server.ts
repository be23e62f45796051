/**
 * The account area's texts the server writes itself (decision 189): a coverage status the rules
 * wrote in English ('Effective on 01/01/2027'), in the request's language.
 */
import { inRequestLanguage } from '~/platform/i18n/language.server'

export const coverageDatesText = (request: Request, text: string) =>
  inRequestLanguage(request, 'account', 'coverageDates', text)
