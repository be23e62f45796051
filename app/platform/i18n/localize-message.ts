/**
 * Texts written in English on the server (the gateway's messages, decision 218, and the server's
 * rules not yet moved to keys and values: home, find care, account, sign-in refusals, benefits)
 * shown in the member's language: the English catalogue's templates (`{{label}} ...`) are matched
 * against the text, and the same key of the member's catalogue is filled with what they matched.
 * A text no template matches is shown as it is. Server only in use (`inRequestLanguage`): the form
 * messages are keys and values (`message.ts`, decision 225), and no English template goes to the
 * browser. Pure: no I/O.
 */
import { flatten, interpolate, lookup, type Messages } from './translate'

type Matcher = { key: string; pattern: RegExp; literal: number }
const matchers = new WeakMap<Messages, Matcher[]>()

function matchersOf(source: Messages) {
  let list = matchers.get(source)
  if (!list) {
    list = flatten(source).map(([key, template]) => {
      const parts = template.split(/\{\{\s*(\w+)\s*\}\}/)
      const body = parts
        .map((part, i) => (i % 2 ? `(?<${part}>.+?)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('')
      const literal = parts.filter((_, i) => i % 2 === 0).join('').length
      return { key, pattern: new RegExp(`^${body}$`, 's'), literal }
    })
    // The most specific template first: 'Invalid start date: use MM/DD/YYYY' before 'Invalid {{label}}'.
    list.sort((a, b) => b.literal - a.literal)
    matchers.set(source, list)
  }
  return list
}

/**
 * `text` (made from a template of `source`) in the language of `target`; `label` replaces the
 * `{{label}}` the text was made with (the field's label in the member's language).
 */
export function localizeMessage(
  text: string,
  source: Messages,
  target: Messages | undefined,
  label?: string,
): string {
  if (!target || target === source) return text
  for (const { key, pattern } of matchersOf(source)) {
    const match = pattern.exec(text)
    if (!match) continue
    const translated = lookup(target, key)
    if (translated === undefined) return text
    // A value made from a template too ('15 minutes' in 'Please wait 15 minutes...') follows.
    const values: Record<string, string> = Object.fromEntries(
      Object.entries(match.groups ?? {}).map(([name, value]): [string, string] => [
        name,
        name === 'label' ? value : localizeMessage(value, source, target),
      ]),
    )
    return interpolate(translated, { ...values, ...(label ? { label } : {}) })
  }
  return text
}
