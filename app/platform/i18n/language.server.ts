/**
 * The language of a request (decision 189): `chooseLanguage` over its Cookie and
 * Accept-Language headers, once per request. remix-i18next (with i18next, server only) gives the
 * texts of the pages that are written outside React (`serverTranslate`: the hand-offs, the refusal
 * pages), over the same catalogues and the same rule.
 */
import { RemixI18Next } from 'remix-i18next/server'
import { env } from '~/platform/config/env.server'
import { catalogues, type Namespace } from './catalogues.server'
import { localizeMessage } from './localize-message'
import { chooseLanguage, DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type Language } from './languages'

const chosen = new WeakMap<Request, Language>()

export function languageOf(request: Request): Language {
  let language = chosen.get(request)
  if (!language) {
    language = chooseLanguage({
      cookie: request.headers.get('cookie'),
      acceptLanguage: request.headers.get('accept-language'),
    })
    chosen.set(request, language)
  }
  return language
}

/** The Set-Cookie value that keeps an explicit choice for a year (readable by the server only). */
export function languageCookie(language: Language) {
  const secure = env.cookieSecure ? '; Secure' : ''
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax; HttpOnly${secure}`
}

const remixI18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    order: ['custom'],
    findLocale: async (request) => languageOf(request),
  },
  i18next: { resources: catalogues, fallbackLng: false, interpolation: { escapeValue: true } },
})

/** A translate function for a namespace, in the request's language (values HTML-escaped). */
export function serverTranslate(request: Request, namespace: Namespace) {
  return remixI18next.getFixedT(request, namespace)
}

/**
 * A message a rule wrote in English (from the English catalogue's `namespace:section` templates),
 * in the request's language (`localizeMessage`): for messages made on the server.
 */
export function inRequestLanguage(request: Request, namespace: Namespace, section: string, text: string) {
  const language = languageOf(request)
  const source = catalogues.en[namespace]?.[section]
  const target = catalogues[language][namespace]?.[section]
  if (typeof source !== 'object' || typeof target !== 'object') return text
  return localizeMessage(text, source, target)
}
