import { describe, expect, it } from 'vitest'
import { progressPercent } from '~/platform/plan/limits'
import { ProgressBar } from './progress-bar'
import { render, screen } from '../../../tests/render'

describe('ProgressBar', () => {
  it('shows the title and the met, remaining and limit amounts in two-decimal dollars', () => {
    render(<ProgressBar title="Individual deductible" met={400} remaining={1100} limit={1500} />)
    expect(screen.getByText('Individual deductible')).toBeInTheDocument()
    expect(screen.getByText('$400.00 Met')).toBeInTheDocument()
    expect(screen.getByText('$1,100.00 Remaining')).toBeInTheDocument()
    expect(screen.getByText('$1,500.00 limit')).toBeInTheDocument()
  })

  it('exposes a progressbar named by the title with percentage values and the amounts as text', () => {
    render(<ProgressBar title="Individual deductible" met={400} remaining={1100} limit={1500} />)
    const bar = screen.getByRole('progressbar', { name: 'Individual deductible' })
    expect(bar).toHaveAttribute('aria-valuemin', '0')
    expect(bar).toHaveAttribute('aria-valuemax', '100')
    expect(bar).toHaveAttribute('aria-valuenow', '27')
    expect(bar).toHaveAttribute('aria-valuetext', '$400.00 met of $1,500.00 limit')
    expect(screen.getAllByRole('progressbar')).toHaveLength(1)
  })

  it('uses the custom labels', () => {
    render(
      <ProgressBar
        title="Annual maximum"
        met={250.5}
        remaining={749.5}
        limit={1000}
        minLabel="Used"
        maxLabel="Left"
        limitLabel="annual maximum"
      />,
    )
    expect(screen.getByText('$250.50 Used')).toBeInTheDocument()
    expect(screen.getByText('$749.50 Left')).toBeInTheDocument()
    expect(screen.getByText('$1,000.00 annual maximum')).toBeInTheDocument()
    expect(screen.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '$250.50 used of $1,000.00 annual maximum',
    )
  })

  it('shows an empty bar for a zero limit and a full bar when met exceeds the limit', () => {
    const { unmount } = render(<ProgressBar title="None" met={10} remaining={0} limit={0} />)
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0')
    expect(screen.getByText('$0.00 limit')).toBeInTheDocument()
    unmount()
    render(<ProgressBar title="Over" met={2000} remaining={0} limit={1500} />)
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
  })
})

describe('progressPercent', () => {
  it('is met / limit x 100, clamped, 0 for a zero or missing limit', () => {
    expect(progressPercent(400, 1500)).toBeCloseTo(26.667, 3)
    expect(progressPercent(1500, 1500)).toBe(100)
    expect(progressPercent(3000, 1500)).toBe(100)
    expect(progressPercent(-5, 1500)).toBe(0)
    expect(progressPercent(10, 0)).toBe(0)
    expect(progressPercent(Number.NaN, 100)).toBe(0)
  })
})
