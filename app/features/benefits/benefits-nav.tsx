/**
 * The navigation between the benefits pages (issue #9): the same entries, in the same order, as
 * the shell's Benefits menu (`benefitsMenuChildren` in app/platform/plan/benefits-menu.ts), as a
 * list of links; the current page's link carries aria-current="page". Hidden when printing.
 * Load its items with `loadBenefitsNav` (benefits-nav.server.ts).
 */
import { NavLink } from '@remix-run/react'
import { translateTitles } from '~/platform/i18n/menu-titles'
import { useMessages } from '~/platform/i18n/use-translation'
import './benefits.css'

export interface BenefitsNavItem {
  title: string
  target: string
}

export function BenefitsNav({ items }: { items: readonly BenefitsNavItem[] }) {
  // The titles in the member's language (decision 189); the nav's name is the menu's title.
  const titles = useMessages('menus').messages
  if (items.length === 0) return null
  return (
    <nav aria-label={translateTitles([{ title: 'Benefits' }], titles)[0].title} className="benefits-nav">
      <ul>
        {translateTitles(items, titles).map((item) => (
          <li key={item.target}>
            <NavLink to={item.target} prefetch="intent">
              {item.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
