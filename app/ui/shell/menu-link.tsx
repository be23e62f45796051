import { Link } from '@remix-run/react'
import { isActiveMenuItem, type MenuItem } from '~/rules/menus'

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
    <Link
      to={item.target}
      className={className}
      aria-current={active ? 'page' : undefined}
      reloadDocument={item.target === '/logout'}
    >
      {item.title}
    </Link>
  )
}

/** A plain list of menu links (inside a drop-down panel, the phone menu or the footer). */
export function MenuLinks({
  items,
  currentPath,
  className,
}: {
  items: MenuItem[]
  currentPath: string
  className?: string
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li
          key={`${item.title}:${item.target}`}
          className={item.title === 'My account' ? 'shell-desktop-only' : undefined}
        >
          <MenuLink item={item} currentPath={currentPath} />
        </li>
      ))}
    </ul>
  )
}
