/**
 * The language of a request (decision 189): `chooseLanguage` over its Cookie and
 * Accept-Language headers, once per request. The texts the server writes itself go through the
 * same `translate` as the pages' (`textsFor`; for a page written as an HTML string
 * `htmlTextsFor`, values escaped: decision 225).
 */
import { env } from '~/platform/config/env.server'
import { catalogues, packedOnce, type Namespace, type Section } from './catalogues.server'
import type { PackedMessages } from './packed-messages'
import type { Messages } from './translate'
import { chooseLanguage, LANGUAGE_COOKIE, type Language } from './languages'

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

/**
 * What a page's texts are: for each namespace it renders, the top-level sections it renders, or
 * `'all'` for a whole namespace.
 */
export type PageTexts = { readonly [N in Namespace]?: readonly Section<N>[] | 'all' }

/**
 * The `validation` texts any form may show (decision 225): the validators' (`required` ...
 * `communicationPolicy`), parseForm's (`submission`) and the attempt limits' (`limits`).
 */
const FORM_VALIDATION = [
  'required',
  'pattern',
  'minLength',
  'maxLength',
  'controlCharacters',
  'future',
  'passwordMismatch',
  'duplicateQuestion',
  'communicationPolicy',
  'submission',
  'limits',
] as const satisfies readonly Section<'validation'>[]

/** The areas with messages of their own in `validation`. */
type FormArea = 'account' | 'claims' | 'find-care' | 'registration' | 'sign-in'

/**
 * The `validation` sections a page with a form sends beside its other texts
 * (`messagesFor(request, { ..., validation: formMessages('account') })`): the shared ones and its
 * area's. The page translates its form's messages with them, on the server's reply (no
 * JavaScript) and in the browser's validation; a page without a form sends none.
 */
export const formMessages = (...areas: FormArea[]): readonly Section<'validation'>[] => [
  ...FORM_VALIDATION,
  ...areas,
]

/** `messagesFor` in a language already known (a status thrown before a page loader ran). */
export function messagesIn(language: Language, texts: PageTexts): PackedMessages {
  const wanted = Object.entries(texts) as [Namespace, readonly string[] | 'all'][]
  const key = wanted.map(([namespace, sections]) => `${namespace}:${sections}`).join(' ')
  return packedOnce(`${language} ${key}`, () =>
    Object.fromEntries(
      wanted.map(([namespace, sections]) => {
        const all = catalogues[language][namespace]
        if (sections === 'all') return [namespace, all]
        const picked: Record<string, Messages[string]> = {}
        for (const section of sections) picked[section] = all[section]
        return [namespace, picked]
      }),
    ),
  )
}
