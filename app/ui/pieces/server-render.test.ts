// Runs in the node environment (a .ts test): no window, no document, as on the server.
import { createElement as h } from 'react'
import { describe, expect, it } from 'vitest'
import { serverHtml as html } from '../../../tests/render'
import { CopyButton } from './copy-button'
import { EditableCard } from './editable-card'
import { HiddenInput } from './hidden-input'
import { ConfirmModal } from './modal'
import { ProgressBar } from './progress-bar'
import { ProgressSteps } from './progress-steps'
import { Snackbar } from './snackbar'
import { DownloadingResource, PageLoadingOverlay, Spinner } from './spinner'

describe('server rendering (no JavaScript in the browser)', () => {
  it('runs without a window', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
  })

  it('progress bar and steps render their text and ARIA', () => {
    const bar = html(h(ProgressBar, { title: 'Deductible', met: 400, remaining: 1100, limit: 1500 }))
    expect(bar).toContain('role="progressbar"')
    expect(bar).toContain('aria-valuetext="$400.00 met of $1,500.00 limit"')
    expect(bar).toContain('$1,100.00 Remaining')
    const steps = html(h(ProgressSteps, { steps: ['One', 'Two'], activeStep: 1, successState: true }))
    expect(steps).toContain('<ol')
    expect(steps).toContain('aria-current="step"')
  })

  it('copy button: no dead button before hydration, the value stays as text', () => {
    const out = html(h(CopyButton, { value: 'SUB123456', label: 'Copy subscriber ID' }))
    expect(out).toContain('SUB123456')
    expect(out).not.toContain('<button')
  })

  it('hidden input: a password field without the toggle', () => {
    const out = html(h(HiddenInput, { label: 'Password', name: 'password' }))
    expect(out).toMatch(/<input[^>]*type="password"/)
    expect(out).toContain('name="password"')
    expect(out).not.toContain('<button')
  })

  it('editable card: edit and cancel are links with editHref', () => {
    const display = html(h(EditableCard, { title: 'Address', editHref: '?edit=address', children: 'shown' }))
    expect(display).toMatch(/<a[^>]*href="\?edit=address"/)
    expect(display).toContain('shown')
    const editing = html(
      h(EditableCard, {
        title: 'Address',
        editHref: '?edit=address',
        editing: true,
        editContent: 'form',
        children: 'x',
      }),
    )
    expect(editing).toMatch(/<a[^>]*href="\?"[^>]*>.*Cancel/)
    expect(editing).toContain('form')
  })

  it('modal, snackbar and spinners render without errors', () => {
    expect(() =>
      html(
        h(ConfirmModal, {
          opened: true,
          title: 'T',
          primaryLabel: 'OK',
          onResult: () => {},
          onClose: () => {},
        }),
      ),
    ).not.toThrow()
    expect(
      html(h(Snackbar, { notification: { message: 'Saved', status: 'success' }, onDismiss: () => {} })),
    ).toContain('Saved')
    expect(html(h(Spinner))).toContain('Loading')
    expect(html(h(PageLoadingOverlay))).toContain('role="status"')
    expect(html(h(DownloadingResource))).toContain('Downloading resource...')
  })
})
