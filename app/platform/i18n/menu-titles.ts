/**
 * Menu titles in the member's language (decision 189). The menu rules write the spec's English
 * titles; the `menus` catalogue is keyed by those titles (as gettext keys a text by its English).
 * A title the catalogue does not have is shown as it is: the benefit categories come from the
 * gateway and are shown as sent. Pure: no I/O.
 */
import type { Messages } from './translate'

type Titled = { title: string; children?: Titled[] }

export function translateTitles<T extends Titled>(items: readonly T[], messages: Messages | undefined): T[] {
  if (!messages) return [...items]
  return items.map((item) => {
    const title = messages[item.title]
    return {
      ...item,
      title: typeof title === 'string' ? title : item.title,
      ...(item.children ? { children: translateTitles(item.children, messages) } : {}),
    }
  })
}
