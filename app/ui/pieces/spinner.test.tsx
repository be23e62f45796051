import { describe, expect, it } from 'vitest'
import { DownloadingResource, PageLoadingOverlay, Spinner } from './spinner'
import { render, screen } from '../../../tests/render'

describe('Spinner', () => {
  it('is a status named Loading by default, its animation hidden from assistive tech', () => {
    render(<Spinner />)
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('Loading')
    expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull()
  })

  it('takes a label, visible when asked', () => {
    render(<Spinner label="Loading your benefits" showLabel />)
    expect(screen.getByText('Loading your benefits')).toBeVisible()
  })

  it('full-page overlay shows only when visible', () => {
    const { rerender } = render(<PageLoadingOverlay visible={false} />)
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    rerender(<PageLoadingOverlay label="Signing in" />)
    expect(screen.getByRole('status')).toHaveTextContent('Signing in')
    expect(screen.getByTestId('page-loading-overlay')).toHaveStyle({ position: 'fixed' })
  })

  it('DownloadingResource says Downloading resource... with a spinner', () => {
    render(<DownloadingResource />)
    expect(screen.getByRole('status')).toHaveTextContent('Downloading resource...')
    expect(screen.getByText('Downloading resource...')).toBeVisible()
  })
})
