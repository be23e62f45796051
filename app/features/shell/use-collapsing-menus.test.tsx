import { describe, expect, it } from 'vitest'
import { render, screen } from '../../../tests/render'
import { useCollapsingMenus } from './use-collapsing-menus'

/** A menu as the server sent it, opened by the member before the page's scripts ran. */
function Menus({ path }: { path: string }) {
  const ref = useCollapsingMenus<HTMLDivElement>(path)
  return (
    <div ref={ref}>
      <details open data-testid="menu">
        <summary>Claims</summary>
        <a href="/claims">Claims</a>
      </details>
    </div>
  )
}

describe('useCollapsingMenus', () => {
  it('leaves a menu opened while the page was loading open when the page comes to life', () => {
    render(<Menus path="/home" />)
    expect(screen.getByTestId('menu')).toHaveAttribute('open')
  })

  it('closes it on a navigation', () => {
    const { rerender } = render(<Menus path="/home" />)
    rerender(<Menus path="/claims" />)
    expect(screen.getByTestId('menu')).not.toHaveAttribute('open')
  })
})
