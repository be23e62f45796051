/**
 * `useTranslation(namespace)` for components (the shape of react-i18next's hook, decision 189):
 * the texts come from the loaders' `messages` of the matched routes, merged by the root layout
 * into `TranslationProvider`; the same `translate` runs on the server and in the browser.
 */
import type { MetaDescriptor } from '@remix-run/react'
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages'
import { translateMessage } from './message'
import { unpackMessages } from './packed-messages'
import { createTranslate, translate, type Catalogue, type TranslateValues } from './translate'

type Texts = { language: Language; catalogue: Catalogue }
const TranslationContext = createContext<Texts>({ language: DEFAULT_LANGUAGE, catalogue: {} })

export function TranslationProvider({ language, catalogue, children }: Texts & { children: ReactNode }) {
  const value = useMemo(() => ({ language, catalogue }), [language, catalogue])
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>
}

export function useTranslation(namespace = 'common') {
  const { language, catalogue } = useContext(TranslationContext)
  return useMemo(
    () => ({ t: createTranslate(catalogue, language, namespace), language }),
    [catalogue, language, namespace],
  )
}

/**
 * A rule's message (`message(key, values)`, decision 225) in the member's language; any other text
 * as it is. `label`: the field's label as the page shows it.
 */
export function useTranslateMessage() {
  const { language, catalogue } = useContext(TranslationContext)
  return useCallback(
    (text: string, label?: string) => translateMessage(text, catalogue, language, label),
    [catalogue, language],
  )
}

/** The raw messages of a namespace in the member's language (the English-keyed menu titles). */
export function useMessages(namespace: string) {
  const { language, catalogue } = useContext(TranslationContext)
  return { language, messages: catalogue[namespace] }
}

/**
 * The loaders' `messages` (packed, decision 214) of the matched routes, merged (a later route's
 * namespace wins).
 */
export function mergeMessages(datas: readonly unknown[]): Catalogue {
  const merged: Record<string, Catalogue[string]> = {}
  for (const data of datas) {
    const messages = unpackMessages((data as { messages?: unknown } | null | undefined)?.messages)
    if (messages) Object.assign(merged, messages)
  }
  return merged
}

/** A text for a route's `meta` (page titles): the matches' messages, in the root's language. */
export function translateForMeta(
  matches: readonly { id: string; data?: unknown }[],
  namespace: string,
  key: string,
  values?: TranslateValues,
) {
  const language = languageOfMatches(matches)
  return translate(mergeMessages(matches.map((match) => match.data)), language, namespace, key, values)
}

/** The member's language, as the root's data carries it. */
function languageOfMatches(matches: readonly { id: string; data?: unknown }[]) {
  const root = matches.find((match) => match.id === 'root')?.data as { language?: unknown } | undefined
  return isLanguage(root?.language) ? root.language : DEFAULT_LANGUAGE
}

/**
 * The one way a page's `meta` sets the document title (decision 256): `namespace:key` from the
 * texts its loader sent. When its loader threw (the error page shows at the same address) it sent
 * none: the menu title `menu` in the member's language (an English page: the English itself; the
 * `menus` catalogue is keyed by it, decision 192), else the title of the route above.
 */
export function pageTitle(
  { matches }: { matches: readonly { id: string; data?: unknown; meta?: MetaDescriptor[] }[] },
  namespace: string,
  key: string | null,
  options: { values?: TranslateValues; menu?: string } = {},
): MetaDescriptor[] {
  if (key !== null) {
    const title = translateForMeta(matches, namespace, key, options.values)
    if (title !== `${namespace}:${key}`) return [{ title }]
  }
  if (options.menu) {
    const menu = translateForMeta(matches, 'menus', options.menu)
    if (menu !== `menus:${options.menu}`) return [{ title: menu }]
    if (languageOfMatches(matches) === DEFAULT_LANGUAGE) return [{ title: options.menu }]
  }
  return [...(matches[matches.length - 2]?.meta ?? [])]
}
