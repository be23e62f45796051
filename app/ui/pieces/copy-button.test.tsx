import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CopyButton } from './copy-button'
import { act, fakeTimers, realTimers, render, screen } from '../../../tests/render'

/** Let the clipboard promise settle and React commit the result. */
const flush = () => act(async () => {})

describe('CopyButton', () => {
  let user: ReturnType<typeof fakeTimers>
  beforeEach(() => {
    user = fakeTimers()
  })
  afterEach(() => {
    realTimers()
  })

  it('copies the value, reads Copied for 3000 ms, then Copy again', async () => {
    const onCopied = vi.fn()
    render(<CopyButton value="SUB123456" label="Copy subscriber ID" onCopied={onCopied} />)

    const write = vi.spyOn(navigator.clipboard, 'writeText')
    const button = screen.getByRole('button', { name: 'Copy subscriber ID' })
    expect(button).toHaveTextContent(/^Copy$/)
    await user.click(button)
    await flush()

    expect(write).toHaveBeenCalledWith('SUB123456')
    expect(onCopied).toHaveBeenCalledWith('SUB123456')
    expect(button).toHaveTextContent('Copied')
    expect(button).toHaveAccessibleName('Copied subscriber ID')
    expect(screen.getByRole('status')).toHaveTextContent('Copied')

    act(() => vi.advanceTimersByTime(2999))
    expect(button).toHaveTextContent('Copied')
    act(() => vi.advanceTimersByTime(1))
    expect(button).toHaveTextContent(/^Copy$/)
    expect(button).toHaveAccessibleName('Copy subscriber ID')
    expect(screen.getByRole('status')).toHaveTextContent('')
  })

  it('restarts the 3 seconds when copied again', async () => {
    render(<CopyButton value="SUB1" label="Copy subscriber ID" />)
    const button = screen.getByRole('button')
    await user.click(button)
    await flush()
    act(() => vi.advanceTimersByTime(2000))
    await user.click(button)
    await flush()
    act(() => vi.advanceTimersByTime(2000))
    expect(button).toHaveTextContent('Copied')
    act(() => vi.advanceTimersByTime(1000))
    expect(button).toHaveTextContent(/^Copy$/)
  })

  it('keeps the value as selectable text next to the button', () => {
    render(<CopyButton value="SUB123456" label="Copy subscriber ID" />)
    expect(screen.getByText('SUB123456')).toBeInTheDocument()
  })

  it('can leave the value to the caller', () => {
    render(<CopyButton value="SUB123456" label="Copy subscriber ID" showValue={false} />)
    expect(screen.queryByText('SUB123456')).not.toBeInTheDocument()
  })

  it('says so when the clipboard refuses, and does not report a copy', async () => {
    const onCopied = vi.fn()
    render(<CopyButton value="SUB1" label="Copy subscriber ID" onCopied={onCopied} />)
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'))
    await user.click(screen.getByRole('button'))
    await flush()
    expect(onCopied).not.toHaveBeenCalled()
    expect(screen.getByRole('button')).toHaveTextContent(/^Copy$/)
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy. Select the text to copy it.')
  })
})
