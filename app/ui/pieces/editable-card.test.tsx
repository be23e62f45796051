import { describe, expect, it, vi } from 'vitest'
import { EditableCard } from './editable-card'
import { render, screen, userEvent } from '../../../tests/render'

function AddressForm({ close }: { close: () => void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        close()
      }}
    >
      <label>
        Street
        <input name="addressLine1" defaultValue="1 Main St" />
      </label>
      <button type="submit">Save</button>
    </form>
  )
}

describe('EditableCard', () => {
  it('toggles between display and edit mode, moving focus into the form and back', async () => {
    const user = userEvent.setup()
    render(
      <EditableCard title="Address" editContent={(close) => <AddressForm close={close} />}>
        <p>1 Main St, Portland OR</p>
      </EditableCard>,
    )
    expect(screen.getByRole('heading', { name: 'Address' })).toBeInTheDocument()
    expect(screen.getByText('1 Main St, Portland OR')).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Edit Address' }))
    expect(screen.queryByText('1 Main St, Portland OR')).not.toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Street' })).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Edit Address' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: /^Cancel/ }))
    expect(screen.getByText('1 Main St, Portland OR')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Edit Address' })).toHaveFocus()
  })

  it('lets the edit content close the card after saving', async () => {
    const user = userEvent.setup()
    render(
      <EditableCard title="Address" editContent={(close) => <AddressForm close={close} />}>
        <p>display</p>
      </EditableCard>,
    )
    await user.click(screen.getByRole('button', { name: 'Edit Address' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByText('display')).toBeInTheDocument()
  })

  it('read-only hides the edit control', () => {
    render(
      <EditableCard title="Address" readOnly editContent={<p>form</p>}>
        <p>display</p>
      </EditableCard>,
    )
    expect(screen.getByText('display')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /edit/i })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /edit/i })).not.toBeInTheDocument()
  })

  it('controlled: reports the change and follows the editing prop', async () => {
    const user = userEvent.setup()
    const onEditingChange = vi.fn()
    const { rerender } = render(
      <EditableCard title="Email" editing={false} onEditingChange={onEditingChange} editContent={<p>form</p>}>
        <p>display</p>
      </EditableCard>,
    )
    await user.click(screen.getByRole('button', { name: 'Edit Email' }))
    expect(onEditingChange).toHaveBeenCalledWith(true)
    expect(screen.getByText('display')).toBeInTheDocument()

    rerender(
      <EditableCard title="Email" editing onEditingChange={onEditingChange} editContent={<p>form</p>}>
        <p>display</p>
      </EditableCard>,
    )
    expect(screen.getByText('form')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /^Cancel/ }))
    expect(onEditingChange).toHaveBeenLastCalledWith(false)
  })

  it('with editHref the edit and cancel controls are links (works without JavaScript)', () => {
    const { rerender } = render(
      <EditableCard title="Address" editHref="?edit=address" editContent={<p>form</p>}>
        <p>display</p>
      </EditableCard>,
    )
    expect(screen.getByRole('link', { name: 'Edit Address' })).toHaveAttribute('href', '?edit=address')
    expect(screen.queryByRole('button', { name: /edit/i })).not.toBeInTheDocument()

    rerender(
      <EditableCard
        title="Address"
        editHref="?edit=address"
        cancelHref="/home"
        editing
        editContent={<p>form</p>}
      >
        <p>display</p>
      </EditableCard>,
    )
    expect(screen.getByText('form')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /^Cancel/ })).toHaveAttribute('href', '/home')
  })
})
