/**
 * The benefits pages' titles (`meta`) in the member's language (decision 189). A page whose loader
 * failed (its error page) has no `benefits` texts: its title is the menu's title for the page when
 * the `menus` catalogue has it (the root sends it to a member whose language is not English), else 'Benefits' in the member's language, and
 * in English the page's own English title as before.
 */
import { menuTitleForMeta, translateForMeta } from '~/platform/i18n/use-translation'
import { DEFAULT_LANGUAGE } from '~/platform/i18n/languages'
import type { TranslateValues } from '~/platform/i18n/translate'

type Matches = Parameters<typeof translateForMeta>[0]

export function benefitsTitle(
  matches: Matches,
  page: { key: string; values?: TranslateValues } | null,
  english: string,
): string {
  if (page) {
    const text = translateForMeta(matches, 'benefits', page.key, page.values)
    if (!text.startsWith('benefits:')) return text
  }
  const menu = translateForMeta(matches, 'menus', english)
  if (!menu.startsWith('menus:')) return menu
  const root = matches.find((match) => match.id === 'root')?.data as { language?: unknown } | undefined
  return (root?.language ?? DEFAULT_LANGUAGE) === DEFAULT_LANGUAGE
    ? english
    : menuTitleForMeta(matches, 'Benefits')
}
