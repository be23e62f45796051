import type { z } from 'zod'
import { catalogues } from '~/platform/i18n/catalogues.server'
import type { Language } from '~/platform/i18n/languages'
import { translateMessage } from '~/platform/i18n/message'

/** A rule's message as a page in `language` shows it (decision 225); any other text as it is. */
export const shownIn = (language: Language, text: string, label?: string) =>
  translateMessage(text, catalogues[language], language, label)

/** A rule's message as an English page shows it. */
export const inEnglish = (text: string) => shownIn('en', text)

/**
 * A rule's view (an object, a list) with every text in it as an English page shows it: each
 * message translated (`inEnglish`), everything else as it is.
 */
export function viewInEnglish<T>(view: T): T {
  if (typeof view === 'string') return inEnglish(view) as T
  if (Array.isArray(view)) return view.map(viewInEnglish) as T
  if (view && typeof view === 'object' && Object.getPrototypeOf(view) === Object.prototype)
    return Object.fromEntries(Object.entries(view).map(([k, v]) => [k, viewInEnglish(v)])) as T
  return view
}

/** Messages by field (conform's `error`, a reply's `error`) as a page in `language` shows them. */
export function errorsShownIn<E extends Record<string, string[] | null | undefined> | undefined>(
  language: Language,
  error: E,
): E {
  if (!error) return error
  return Object.fromEntries(
    Object.entries(error).map(([name, texts]) => [
      name,
      texts ? texts.map((text) => shownIn(language, text)) : texts,
    ]),
  ) as E
}

/** Messages by field (conform's `error`, a reply's `error`) as an English page shows them. */
export const errorsInEnglish = <E extends Record<string, string[] | null | undefined> | undefined>(
  error: E,
) => errorsShownIn('en', error)

/** The messages a schema reports for a value ([] when valid), as an English page shows them. */
export function errorsOf(schema: z.ZodTypeAny, value: unknown): string[] {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => inEnglish(issue.message))
}

/** A form body with these fields, as a browser posts it. */
export function form(entries: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(entries)) data.set(name, value)
  return data
}

/** A string of n letters, for length limits. */
export const letters = (n: number) => 'a'.repeat(n)
