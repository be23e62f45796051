import { PlainButton, PlainLinkButton } from '~/ui/plain-button'
import { Card, Group, Title, type TitleProps } from '~/ui/layout'
import { useUncontrolled } from '@mantine/hooks'
import { useEffect, useRef, type ReactNode } from 'react'
import { PencilIcon } from './check-icon'
import { COLORS } from './colors'
import { useTranslation } from '~/platform/i18n/use-translation'

export interface EditableCardProps {
  /** Card heading; also completes the edit control's name ('Edit {title}'). */
  title: string
  /** Display-mode content. */
  children: ReactNode
  /** Edit-mode content (usually a form); a function receives `close` to leave edit mode after saving. */
  editContent?: ReactNode | ((close: () => void) => ReactNode)
  /** Hides the edit control: the card only displays. */
  readOnly?: boolean
  /** Controlled mode: whether the card is in edit mode (e.g. from `?edit=address` in the loader). */
  editing?: boolean
  /** Uncontrolled initial mode. @default false */
  defaultEditing?: boolean
  onEditingChange?: (editing: boolean) => void
  /** Without JavaScript: the edit control is a link here (e.g. '?edit=address') instead of a button. */
  editHref?: string
  /** The Cancel control as a link. Defaults to '?' (same page, no query) when `editHref` is given. */
  cancelHref?: string
  /** Heading level of the title. @default 3 */
  headingOrder?: TitleProps['order']
}

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])'

/**
 * A card with a title that switches between display and edit mode. The edit control is a button
 * ('Edit {title}') or, with `editHref`, a link so the server can render edit mode without
 * JavaScript; edit mode has a 'Cancel' control. Focus moves into the form when editing starts
 * and back to the edit control when it ends.
 */
export function EditableCard({
  title,
  children,
  editContent,
  readOnly = false,
  editing: editingProp,
  defaultEditing,
  onEditingChange,
  editHref,
  cancelHref,
  headingOrder = 3,
}: EditableCardProps) {
  const [editing, setEditing] = useUncontrolled({
    value: editingProp,
    defaultValue: defaultEditing,
    finalValue: false,
    onChange: onEditingChange,
  })
  const isEditing = editing && !readOnly
  const { t } = useTranslation()
  const toggledByUser = useRef(false)
  const editRegion = useRef<HTMLDivElement>(null)
  const editControl = useRef<HTMLAnchorElement & HTMLButtonElement>(null)
  const cancelControl = useRef<HTMLAnchorElement & HTMLButtonElement>(null)

  useEffect(() => {
    if (!toggledByUser.current) return
    toggledByUser.current = false
    if (isEditing) {
      const first = editRegion.current?.querySelector<HTMLElement>(FOCUSABLE)
      ;(first ?? cancelControl.current)?.focus()
    } else {
      editControl.current?.focus()
    }
  }, [isEditing])

  const change = (next: boolean) => {
    toggledByUser.current = true
    setEditing(next)
  }
  const close = () => change(false)
  const cancelLink = cancelHref ?? (editHref ? '?' : undefined)
  // The Edit / Cancel button keeps its whole label; a long title wraps beside it (decision 218).
  const controlProps = {
    size: 'compact-sm',
    variant: 'subtle',
    color: COLORS.primary,
    style: { flexShrink: 0 },
  } as const

  return (
    <Card withBorder data-editing={isEditing || undefined}>
      <Group justify="space-between" align="center" wrap="nowrap" mb="sm">
        <Title order={headingOrder} size="h4" c={COLORS.text}>
          {title}
        </Title>
        {!readOnly &&
          (isEditing ? (
            cancelLink ? (
              <PlainLinkButton {...controlProps} href={cancelLink} ref={cancelControl}>
                {t('ui.cancel')} <span className="visually-hidden">{t('ui.cancelEditing', { title })}</span>
              </PlainLinkButton>
            ) : (
              <PlainButton {...controlProps} type="button" ref={cancelControl} onClick={close}>
                {t('ui.cancel')} <span className="visually-hidden">{t('ui.cancelEditing', { title })}</span>
              </PlainButton>
            )
          ) : editHref ? (
            <PlainLinkButton {...controlProps} href={editHref} ref={editControl} leftSection={<PencilIcon />}>
              {t('ui.edit')} <span className="visually-hidden">{title}</span>
            </PlainLinkButton>
          ) : (
            <PlainButton
              {...controlProps}
              type="button"
              ref={editControl}
              leftSection={<PencilIcon />}
              onClick={() => change(true)}
            >
              {t('ui.edit')} <span className="visually-hidden">{title}</span>
            </PlainButton>
          ))}
      </Group>
      {isEditing ? (
        <div ref={editRegion}>{typeof editContent === 'function' ? editContent(close) : editContent}</div>
      ) : (
        children
      )}
    </Card>
  )
}
