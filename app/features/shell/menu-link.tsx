import { AppLink } from '~/ui/app-link'
import { isActiveMenuItem, type MenuItem } from './menus'

/**
 * One menu entry as a link; the active one ("the current route contains its target") carries
 * aria-current="page" (the CSS highlights it). Log out reloads the document so nothing of the
 * member stays in memory.
 */
export function MenuLink({
  item,
  currentPath,
  className,
}: {
  item: MenuItem
  currentPath: string
  className?: string
}) {
  const active = isActiveMenuItem(currentPath, item.target)
  return (
    <AppLink
      to={item.target}
      className={className}
      aria-current={active ? 'page' : undefined}
      reloadDocument={item.target === '/logout' || item.target.startsWith('/resources/')}
    >
      {item.title}
    </AppLink>
  )
}

/**
 * A plain list of menu links (inside a drop-down panel, the phone menu or the footer). 'My account'
 * shows on desktops only; `tabletExtras` (the utility entries, which have no room in the tablet
 * header) show on tablets only.
 */
export function MenuLinks({
  items,
  currentPath,
  className,
  tabletExtras = [],
}: {
  items: MenuItem[]
  currentPath: string
  className?: string
  tabletExtras?: MenuItem[]
}) {
  const logOut = items.findIndex((i) => i.target === '/logout')
  const at = logOut === -1 ? items.length : logOut
  const entries = [
    ...items
      .slice(0, at)
      .map((item) => ({ item, className: item.desktopOnly ? 'shell-desktop-only' : undefined })),
    ...tabletExtras.map((item) => ({ item, className: 'shell-tablet-only' })),
    ...items.slice(at).map((item) => ({ item, className: undefined })),
  ]
  return (
    <ul className={className}>
      {entries.map(({ item, className: itemClass }) => (
        <li key={`${item.title}:${item.target}`} className={itemClass}>
          <MenuLink item={item} currentPath={currentPath} />
        </li>
      ))}
    </ul>
  )
}
