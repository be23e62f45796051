/**
 * Message lookup for the dashboard's catalogues (decision 189), in i18next's JSON format (v4):
 * nested keys, `{{name}}` interpolation, plural forms as `key_one` / `key_other` chosen by
 * `Intl.PluralRules` when a `count` is given. The same function renders on the server and in the
 * browser, so a page hydrates with the texts it was rendered with. Pure: no I/O.
 */
import { LOCALES, type Language } from './languages'

export type Messages = { readonly [key: string]: string | Messages }
/** The messages of some namespaces of one language, by namespace. */
export type Catalogue = { readonly [namespace: string]: Messages }
export type TranslateValues = Readonly<Record<string, string | number>>
export type Translate = (key: string, values?: TranslateValues) => string

const pluralRules = new Map<Language, Intl.PluralRules>()
function pluralCategory(language: Language, count: number) {
  let rules = pluralRules.get(language)
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(LOCALES[language])))
  return rules.select(count)
}

function walk(messages: Messages | undefined, key: string): string | Messages | undefined {
  let node: string | Messages | undefined = messages
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined
    node = node[part]
  }
  return node
}

/** The text at a dotted key, or undefined (a missing key, or a key that names a section). */
export function lookup(messages: Messages | undefined, key: string): string | undefined {
  const node = walk(messages, key)
  return typeof node === 'string' ? node : undefined
}

/** Every text of a section with its dotted key, in the catalogue's order. */
export function flatten(messages: Messages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : flatten(value, `${prefix}${key}.`),
  )
}

/** `{{name}}` replaced by the value (as text); an unknown name is left as written. */
export function interpolate(text: string, values?: TranslateValues) {
  if (!values || !text.includes('{{')) return text
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}

/**
 * The text of `namespace:key` in `catalogue`. With a numeric `count`, the plural form of the
 * language (`key_one`, `key_other`, ...) is preferred, then `key_other` (the catalogues carry
 * `_one` and `_other` only: Spanish's `many`, for a million and more, reads as `other`), then the
 * key itself. A key that is not in
 * the catalogue comes back as `namespace:key`, visible, never an empty text (the catalogue test
 * keeps this from happening).
 */
export function translate(
  catalogue: Catalogue,
  language: Language,
  namespace: string,
  key: string,
  values?: TranslateValues,
): string {
  const messages = catalogue[namespace]
  const count = values?.count
  const plural =
    typeof count === 'number'
      ? (lookup(messages, `${key}_${pluralCategory(language, count)}`) ?? lookup(messages, `${key}_other`))
      : undefined
  const text = plural ?? lookup(messages, key)
  return text === undefined ? `${namespace}:${key}` : interpolate(text, values)
}

export function createTranslate(catalogue: Catalogue, language: Language, namespace: string): Translate {
  return (key, values) => translate(catalogue, language, namespace, key, values)
}
