import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmModal, type ModalResult } from './modal'
import { render, screen, userEvent, waitFor } from '../../../tests/render'

function Harness({ onResult }: { onResult: (result: ModalResult) => void }) {
  const [opened, setOpened] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Change group
      </button>
      <ConfirmModal
        opened={opened}
        title="Switch group?"
        primaryLabel="Switch"
        secondaryLabel="Switch and stay"
        onResult={onResult}
        onClose={() => setOpened(false)}
      >
        You will see the benefits of the other group.
      </ConfirmModal>
    </>
  )
}

async function open() {
  const user = userEvent.setup()
  const onResult = vi.fn()
  render(<Harness onResult={onResult} />)
  await user.click(screen.getByRole('button', { name: 'Change group' }))
  return { user, onResult, dialog: screen.getByRole('dialog', { name: 'Switch group?' }) }
}

describe('ConfirmModal', () => {
  it('is a dialog named by its title, on layer 1055, with its message', async () => {
    const { dialog } = await open()
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(screen.getByRole('heading', { name: 'Switch group?' })).toBeInTheDocument()
    expect(screen.getByText('You will see the benefits of the other group.')).toBeInTheDocument()
    const layer = document.querySelector('.mantine-Modal-root')
    expect(layer?.getAttribute('style')).toContain('--mb-z-index: 1055')
  })

  it.each([
    ['Switch', 'primary'],
    ['Switch and stay', 'secondary'],
    ['Cancel', 'cancel'],
    ['Close', 'close'],
  ] as const)('the %s button reports %s, then the modal closes', async (name, result) => {
    const { user, onResult } = await open()
    await user.click(screen.getByRole('button', { name }))
    expect(onResult).toHaveBeenCalledTimes(1)
    expect(onResult).toHaveBeenCalledWith(result)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('Escape reports close', async () => {
    const { user, onResult } = await open()
    await user.keyboard('{Escape}')
    expect(onResult).toHaveBeenCalledWith('close')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('focuses Cancel first, keeps Tab inside, and returns focus to the opener', async () => {
    const { user } = await open()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus())
    const dialog = screen.getByRole('dialog')
    for (let i = 0; i < 6; i += 1) {
      await user.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change group' })).toHaveFocus())
  })

  it('can leave out the secondary and cancel buttons', async () => {
    render(
      <ConfirmModal
        opened
        title="Done"
        primaryLabel="OK"
        cancelLabel={null}
        onResult={() => {}}
        onClose={() => {}}
      >
        Saved.
      </ConfirmModal>,
    )
    expect(
      screen.getAllByRole('button').map((button) => button.textContent || button.getAttribute('aria-label')),
    ).toEqual(['Close', 'OK'])
    await waitFor(() => expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus())
  })
})
