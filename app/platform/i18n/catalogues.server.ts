/**
 * Every catalogue (`catalogues/<language>/<namespace>.json`), on the server only: a page gets the
 * namespaces it renders in the member's language through loader data (`messagesFor`), so the
 * browser receives the active language's texts only (decision 189).
 */
import { LANGUAGES, type Language } from './languages'
import type { Catalogue, Messages } from './translate'

const files = import.meta.glob<Messages>('./catalogues/*/*.json', { eager: true, import: 'default' })

function load() {
  const all = Object.fromEntries(LANGUAGES.map((l) => [l, {} as Record<string, Messages>])) as Record<
    Language,
    Record<string, Messages>
  >
  for (const [path, messages] of Object.entries(files)) {
    const [, language, namespace] = /\.\/catalogues\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? []
    if (language in all) all[language as Language][namespace] = messages
  }
  return all
}

/** The catalogues by language, then namespace. */
export const catalogues: Readonly<Record<Language, Catalogue>> = load()

export type Namespace = 'common' | 'sign-in'

/** The given namespaces of one language, for a loader's `messages`. */
export function messagesFor(language: Language, namespaces: readonly Namespace[]): Catalogue {
  const catalogue = catalogues[language]
  return Object.fromEntries(namespaces.map((namespace) => [namespace, catalogue[namespace]]))
}
