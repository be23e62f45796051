/**
 * The home area's texts the server writes itself (decision 189): a text a rule wrote in English
 * from the templates of a `home` section ('Your benefits end on 12/31/2026.'), in the request's
 * language; a text no template made stays as it is.
 */
import { inRequestLanguage } from '~/platform/i18n/language.server'

export const homeRuleText = (request: Request, section: 'planManagement' | 'staffAccess', text: string) =>
  inRequestLanguage(request, 'home', section, text)
