/**
 * A rule's message as its catalogue key and values (decision 225), not as English to be matched
 * back: `message('validation:required', { label: 'First name' })`. The schemas run in the browser
 * and on the server before any language is known to them, and conform carries a field's messages
 * as texts (the server's `submission.reply()`, the browser's validation), so a message travels as
 * one text, `i18n:["validation:required",{"label":"First name"}]`, that the page translates once
 * (`translateMessage`, with `translate`) in the member's language, English included. A value may
 * be a message itself (the '15 minutes' of 'Please wait 15 minutes ...'). A text that is not a
 * message (already in the member's language: written by the server) is shown as it is. Pure.
 */
import { DEFAULT_LANGUAGE, type Language } from './languages'
import { translate, type Catalogue } from './translate'

/** A value of a message: a text, a number (a plural's `count`), or a message (`message(...)`). */
export type MessageValues = Readonly<Record<string, string | number>>

/** `namespace:key.path` of a catalogue text. */
export type MessageKey = `${string}:${string}`

const MARK = 'i18n:'

/** The message of catalogue text `key` with `values`, as one text. */
export function message(key: MessageKey, values?: MessageValues): string {
  return MARK + JSON.stringify(values ? [key, values] : [key])
}

/** The key and values of a message, or null for any other text. */
export function decodeMessage(text: string): { key: MessageKey; values: MessageValues } | null {
  if (!text.startsWith(MARK)) return null
  try {
    const [key, values] = JSON.parse(text.slice(MARK.length)) as [unknown, unknown]
    if (typeof key !== 'string' || !key.includes(':')) return null
    const valid =
      values === undefined || (typeof values === 'object' && values !== null && !Array.isArray(values))
    return valid ? { key: key as MessageKey, values: (values ?? {}) as MessageValues } : null
  } catch {
    return null
  }
}

/**
 * `text` in `language`: a message translated from `catalogue` (its values that are messages too);
 * any other text as it is. `label` is the field's label as the page shows it: a rule's labels are
 * the spec's English words, so in another language the page's label replaces the rule's.
 */
export function translateMessage(
  text: string,
  catalogue: Catalogue,
  language: Language,
  label?: string,
): string {
  const decoded = decodeMessage(text)
  if (!decoded) return text
  const values: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(decoded.values))
    values[name] = typeof value === 'string' ? translateMessage(value, catalogue, language) : value
  if (label !== undefined && 'label' in values && language !== DEFAULT_LANGUAGE) values.label = label
  const at = decoded.key.indexOf(':')
  return translate(catalogue, language, decoded.key.slice(0, at), decoded.key.slice(at + 1), values)
}
