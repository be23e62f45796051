/**
 * The dashboard's languages (issue 26, decision 189) and the rule that picks one for a request:
 * the member's explicit choice (the language cookie, set by the 'Español' / 'English' link) >
 * the browser's `Accept-Language` > English. Pure: no I/O.
 */
export const LANGUAGES = ['en', 'es'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'

/** The cookie that keeps an explicit choice (a plain `en` or `es`). */
export const LANGUAGE_COOKIE = 'language'

/** `<html lang>` and `Intl` locale per language: US English, Spanish as written in the US. */
export const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' }

/** Each language's name in itself: the switch link is written in the language it leads to. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' }

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** The language the switch link offers: the other one. */
export function otherLanguage(language: Language): Language {
  return language === 'en' ? 'es' : 'en'
}

/** The explicit choice in a Cookie header, if any (the first one: browsers send the most specific path first). */
export function chosenLanguage(cookieHeader: string | null | undefined): Language | null {
  if (!cookieHeader) return null
  let chosen: Language | null = null
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.split('=').map((s) => s.trim())
    if (name === LANGUAGE_COOKIE && isLanguage(value)) chosen ??= value
  }
  return chosen
}

/**
 * The supported language the browser prefers most (`Accept-Language`, RFC 9110: weights `q`,
 * `q=0` means 'not this one'; `es-MX` counts as `es`; a tie keeps the header's order), or null.
 */
export function preferredLanguage(acceptLanguage: string | null | undefined): Language | null {
  if (!acceptLanguage) return null
  let best: { language: Language; q: number } | null = null
  for (const range of acceptLanguage.split(',').slice(0, 32)) {
    const [tag, ...params] = range.trim().split(';')
    const primary = tag.trim().toLowerCase().split('-')[0]
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const q = qParam === undefined ? 1 : Number(qParam.slice(2))
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue
    if (!isLanguage(primary)) continue
    if (!best || q > best.q) best = { language: primary, q }
  }
  return best?.language ?? null
}

/** Explicit choice > Accept-Language > English. */
export function chooseLanguage(headers: {
  cookie?: string | null
  acceptLanguage?: string | null
}): Language {
  return chosenLanguage(headers.cookie) ?? preferredLanguage(headers.acceptLanguage) ?? DEFAULT_LANGUAGE
}
