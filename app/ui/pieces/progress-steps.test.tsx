import { describe, expect, it } from 'vitest'
import { COLORS } from './colors'
import { ProgressSteps, stepState } from './progress-steps'
import { render, screen, within } from '../../../tests/render'

const STEPS = ['Your details', 'Preferences', 'Credentials', 'Policies']

describe('ProgressSteps', () => {
  it('renders the steps as an ordered list with the current step marked', () => {
    render(<ProgressSteps steps={STEPS} activeStep={1} />)
    const list = screen.getByRole('list', { name: 'Progress' })
    expect(list.tagName).toBe('OL')
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Your details'),
      expect.stringContaining('Preferences'),
      expect.stringContaining('Credentials'),
      expect.stringContaining('Policies'),
    ])
    expect(items[1]).toHaveAttribute('aria-current', 'step')
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1)
  })

  it('marks completed steps with text and a check mark, and not the others', () => {
    render(<ProgressSteps steps={STEPS} activeStep={2} />)
    const items = screen.getAllByRole('listitem')
    expect(within(items[0]).getByText(/completed/)).toBeInTheDocument()
    expect(within(items[1]).getByText(/completed/)).toBeInTheDocument()
    expect(within(items[2]).queryByText(/completed/)).not.toBeInTheDocument()
    expect(within(items[3]).queryByText(/completed/)).not.toBeInTheDocument()
    expect(items[0].querySelector('svg')).not.toBeNull()
    expect(items[2].querySelector('svg')).toBeNull()
    expect(within(items[2]).getByText('3')).toBeInTheDocument()
  })

  it('with successState shows the last reached step completed, with a check, in the success colour', () => {
    render(<ProgressSteps steps={STEPS} activeStep={3} successState />)
    const last = screen.getAllByRole('listitem')[3]
    expect(last).toHaveAttribute('aria-current', 'step')
    expect(within(last).getByText(/completed/)).toBeInTheDocument()
    expect(last.querySelector('svg')).not.toBeNull()
    expect(within(last).getByTestId('step-marker')).toHaveStyle({ background: COLORS.success })
  })

  it('uses darker colours when asked', () => {
    render(<ProgressSteps steps={STEPS} activeStep={0} successState darkerStepColors />)
    expect(within(screen.getAllByRole('listitem')[0]).getByTestId('step-marker')).toHaveStyle({
      background: COLORS.successDarker,
    })
  })

  it('clamps an out-of-range active step', () => {
    render(<ProgressSteps steps={STEPS} activeStep={9} />)
    expect(screen.getAllByRole('listitem')[3]).toHaveAttribute('aria-current', 'step')
  })
})

describe('stepState', () => {
  it('is complete before, current (or success) at, upcoming after the active step', () => {
    expect(stepState(0, 1)).toBe('complete')
    expect(stepState(1, 1)).toBe('current')
    expect(stepState(1, 1, true)).toBe('success')
    expect(stepState(2, 1, true)).toBe('upcoming')
  })
})
