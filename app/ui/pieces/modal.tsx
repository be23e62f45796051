import { Modal } from '@mantine/core'
import { PlainButton } from '~/ui/plain-button'
// Mantine's styles of what only some pages render come with the module (decision 171).
import '@mantine/core/styles/ScrollArea.css'
import '@mantine/core/styles/Paper.css'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Modal.css'
import { Group, Text } from '~/ui/layout'
import type { ReactNode } from 'react'
import { COLORS } from './colors'
import { useTranslation } from '~/platform/i18n/use-translation'

/** "modal layer 1055" */
const MODAL_LAYER = 1055

export type ModalResult = 'primary' | 'secondary' | 'cancel' | 'close'

export interface ConfirmModalProps {
  opened: boolean
  /** Heading of the dialog; it names the dialog (aria-labelledby). */
  title: ReactNode
  /** Body: a string is shown as a paragraph; any node is rendered as is. */
  children?: ReactNode
  primaryLabel: string
  /** Omit for no secondary button. */
  secondaryLabel?: string
  /** `null` for no cancel button. @default 'Cancel' (in the member's language) */
  cancelLabel?: string | null
  /** Accessible name of the close (X) button. @default 'Close' (in the member's language) */
  closeLabel?: string
  /** Which button receives focus on open. @default 'cancel' when there is one, else 'primary' */
  initialFocus?: Exclude<ModalResult, 'close'>
  /** Called with the button the member chose ('close' for X, Escape or a click outside), before `onClose`. */
  onResult: (result: ModalResult) => void
  /** Called after `onResult`: the parent sets `opened` to false. */
  onClose: () => void
}

/**
 * A confirm dialog on Mantine's Modal: primary, optional secondary, cancel and close buttons. Each
 * reports its result, then the modal closes. Layer 1055 (spec 'modal layer'); Mantine traps focus
 * inside, returns it to the opener on close, and labels the dialog with its title.
 * The modal needs JavaScript: give members without it a page or form that does the same thing.
 */
export function ConfirmModal({
  opened,
  title,
  children,
  primaryLabel,
  secondaryLabel,
  cancelLabel: cancelGiven,
  closeLabel: closeGiven,
  initialFocus,
  onResult,
  onClose,
}: ConfirmModalProps) {
  const { t } = useTranslation()
  const cancelLabel = cancelGiven === undefined ? t('ui.cancel') : cancelGiven
  const closeLabel = closeGiven ?? t('ui.close')
  const focusTarget = initialFocus ?? (cancelLabel ? 'cancel' : 'primary')
  const finish = (result: ModalResult) => {
    onResult(result)
    onClose()
  }
  const autofocus = (which: ModalResult) => (focusTarget === which ? { 'data-autofocus': true } : {})

  return (
    <Modal
      opened={opened}
      onClose={() => finish('close')}
      title={title}
      zIndex={MODAL_LAYER}
      trapFocus
      returnFocus
      closeOnEscape
      centered
      closeButtonProps={{ 'aria-label': closeLabel }}
      styles={{ title: { fontWeight: 700, color: COLORS.text } }}
    >
      {typeof children === 'string' ? <Text c={COLORS.text}>{children}</Text> : children}
      <Group justify="flex-end" gap="sm" mt="lg">
        {cancelLabel && (
          <PlainButton
            type="button"
            variant="subtle"
            color={COLORS.muted}
            onClick={() => finish('cancel')}
            {...autofocus('cancel')}
          >
            {cancelLabel}
          </PlainButton>
        )}
        {secondaryLabel && (
          <PlainButton
            type="button"
            variant="outline"
            color={COLORS.primary}
            onClick={() => finish('secondary')}
            {...autofocus('secondary')}
          >
            {secondaryLabel}
          </PlainButton>
        )}
        <PlainButton
          type="button"
          color={COLORS.primary}
          onClick={() => finish('primary')}
          {...autofocus('primary')}
        >
          {primaryLabel}
        </PlainButton>
      </Group>
    </Modal>
  )
}
