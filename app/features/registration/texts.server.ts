/**
 * The refusals the registration and recovery actions write in English, in the request's language
 * (decision 189).
 */
import { inRequestLanguage } from '~/platform/i18n/language.server'
import type { AttemptGuard } from '~/platform/security/rate-limit.server'

/** A refusal the registration and recovery actions write in English, in the request's language. */
export const inMemberLanguage = (request: Request, text: string) =>
  inRequestLanguage(request, 'registration', 'errors', text)

/** An attempt limit's refusal (the rate limiter writes English) in the request's language. */
export const limited = (request: Request, blocked: NonNullable<AttemptGuard['blocked']>) => ({
  ...blocked,
  message: inRequestLanguage(request, 'validation', 'limits', blocked.message),
})
