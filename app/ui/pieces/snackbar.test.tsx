import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Snackbar, type SnackbarNotification } from './snackbar'
import {
  act,
  fakeTimers,
  fireAnimationEnd,
  fireEvent,
  realTimers,
  render,
  screen,
  userEvent,
} from '../../../tests/render'

const copied: SnackbarNotification = {
  id: 'n1',
  message: 'Copied subscriber ID to clipboard',
  status: 'success',
  dismissAfter: 3000,
}

describe('Snackbar', () => {
  let user: ReturnType<typeof fakeTimers>
  beforeEach(() => {
    user = fakeTimers()
  })
  afterEach(() => {
    realTimers()
  })

  it('shows a success message in the polite status region with a dismiss button', () => {
    render(<Snackbar notification={copied} onDismiss={() => {}} />)
    expect(screen.getByRole('status')).toHaveTextContent('Copied subscriber ID to clipboard')
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite')
    expect(screen.getByRole('alert')).toHaveTextContent('')
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument()
  })

  it('puts an error in the alert region, in red with white text', () => {
    render(
      <Snackbar notification={{ message: 'Something went wrong', status: 'error' }} onDismiss={() => {}} />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong')
    expect(screen.getByRole('status')).toHaveTextContent('')
    const box = screen.getByRole('alert').parentElement as HTMLElement
    expect(box).toHaveAttribute('data-status', 'error')
    expect(box).toHaveStyle({ background: 'var(--mantine-color-red-9)', color: 'var(--mantine-color-white)' })
  })

  it('uses amber with dark text for alerts and green with dark text for success', () => {
    const { rerender } = render(
      <Snackbar notification={{ message: 'Heads up', status: 'alert' }} onDismiss={() => {}} />,
    )
    const box = () => screen.getByRole('status').parentElement as HTMLElement
    expect(box()).toHaveStyle({
      background: 'var(--mantine-color-yellow-6)',
      color: 'var(--mantine-color-gray-9)',
    })
    rerender(<Snackbar notification={copied} onDismiss={() => {}} />)
    expect(box()).toHaveStyle({
      background: 'var(--mantine-color-green-7)',
      color: 'var(--mantine-color-gray-9)',
    })
  })

  it('renders the empty live regions when there is nothing to show', () => {
    render(<Snackbar notification={null} onDismiss={() => {}} />)
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('dismisses on the button (once) and on a click anywhere on it', async () => {
    const onDismiss = vi.fn()
    render(<Snackbar notification={{ message: 'Saved', status: 'success' }} onDismiss={onDismiss} />)
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }))
    expect(onDismiss).toHaveBeenCalledTimes(1)
    expect(onDismiss).toHaveBeenCalledWith({ message: 'Saved', status: 'success' })
    await user.click(screen.getByText('Saved'))
    expect(onDismiss).toHaveBeenCalledTimes(2)
  })

  it('auto-dismisses after dismissAfter ms, even when the parent re-renders with a new callback', () => {
    const onDismiss = vi.fn()
    const { rerender } = render(<Snackbar notification={copied} onDismiss={(n) => onDismiss(n)} />)
    act(() => vi.advanceTimersByTime(2000))
    rerender(<Snackbar notification={copied} onDismiss={(n) => onDismiss(n)} />)
    act(() => vi.advanceTimersByTime(999))
    expect(onDismiss).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onDismiss).toHaveBeenCalledTimes(1)
    expect(onDismiss).toHaveBeenCalledWith(copied)
  })

  it('the dismissAfter prop overrides the notification; without either it stays', () => {
    const onDismiss = vi.fn()
    const { rerender } = render(
      <Snackbar notification={{ message: 'Saved', status: 'success' }} onDismiss={onDismiss} />,
    )
    act(() => vi.advanceTimersByTime(60_000))
    expect(onDismiss).not.toHaveBeenCalled()
    rerender(
      <Snackbar
        notification={{ message: 'Saved', status: 'success' }}
        dismissAfter={5000}
        onDismiss={onDismiss}
      />,
    )
    act(() => vi.advanceTimersByTime(5000))
    expect(onDismiss).toHaveBeenCalledTimes(1)
  })

  it('pauses while hovered or focused, and restarts after', () => {
    const onDismiss = vi.fn()
    render(<Snackbar notification={copied} onDismiss={onDismiss} />)
    const box = screen.getByRole('status').parentElement as HTMLElement
    fireEvent.mouseEnter(box)
    act(() => vi.advanceTimersByTime(10_000))
    expect(onDismiss).not.toHaveBeenCalled()
    fireEvent.mouseLeave(box)
    act(() => vi.advanceTimersByTime(3000))
    expect(onDismiss).toHaveBeenCalledTimes(1)
  })
})

describe('Snackbar dismiss animation', () => {
  let reducedMotion = false
  const realMatchMedia = window.matchMedia
  beforeEach(() => {
    fakeTimers()
    reducedMotion = false
    window.matchMedia = ((query: string) => ({
      ...realMatchMedia(query),
      matches: query === '(prefers-reduced-motion: reduce)' && reducedMotion,
    })) as typeof window.matchMedia
  })
  afterEach(() => {
    window.matchMedia = realMatchMedia
    realTimers()
  })
  const leaving = (onLeft: () => void) => (
    <Snackbar notification={copied} onDismiss={() => {}} leaving onLeft={onLeft} />
  )

  it('slides out while leaving, without a dismiss button, and reports the animation end once', () => {
    const onLeft = vi.fn()
    render(leaving(onLeft))
    const box = screen.getByRole('status').parentElement as HTMLElement
    expect(box).toHaveClass('snackbar-leaving')
    expect(screen.queryByRole('button', { name: 'Dismiss notification' })).toBeNull()
    fireAnimationEnd(box)
    expect(onLeft).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersByTime(1000))
    expect(onLeft).toHaveBeenCalledTimes(1)
  })

  it('falls back after 1000 ms when the animation never reports its end', () => {
    const onLeft = vi.fn()
    render(leaving(onLeft))
    act(() => vi.advanceTimersByTime(999))
    expect(onLeft).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onLeft).toHaveBeenCalledTimes(1)
  })

  it('does not wait for an animation when the member prefers reduced motion', () => {
    reducedMotion = true
    const onLeft = vi.fn()
    render(leaving(onLeft))
    act(() => vi.advanceTimersByTime(0))
    expect(onLeft).toHaveBeenCalledTimes(1)
  })

  it('does not auto-dismiss again while leaving', () => {
    const onDismiss = vi.fn()
    render(<Snackbar notification={copied} onDismiss={onDismiss} leaving onLeft={() => {}} />)
    act(() => vi.advanceTimersByTime(10_000))
    expect(onDismiss).not.toHaveBeenCalled()
  })
})

describe('Snackbar with the notification queue', () => {
  it('renders the queue item type and reports its id for dismiss(state, id)', async () => {
    const { enqueue, dismiss, emptyNotificationQueue } = await import('~/ui/notifications')
    let state = enqueue(emptyNotificationQueue, 'copy-subscriber-id', [
      { id: 'a', message: 'Copied subscriber ID to clipboard', status: 'success', dismissAfter: 3000 },
    ])
    const user = userEvent.setup()
    render(<Snackbar notification={state.current} onDismiss={(n) => (state = dismiss(state, n.id ?? ''))} />)
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }))
    expect(state.phase).toBe('leaving')
  })
})

describe('Snackbar timer identity', () => {
  it('does not restart when the parent re-creates an equal notification object', () => {
    fakeTimers()
    try {
      const onDismiss = vi.fn()
      const { rerender } = render(<Snackbar notification={{ ...copied }} onDismiss={onDismiss} />)
      act(() => vi.advanceTimersByTime(2000))
      rerender(<Snackbar notification={{ ...copied }} onDismiss={onDismiss} />)
      act(() => vi.advanceTimersByTime(1000))
      expect(onDismiss).toHaveBeenCalledTimes(1)
    } finally {
      realTimers()
    }
  })
})
