import type { FieldMetadata } from '@conform-to/react'
import { localizeMessage, VALIDATION_SOURCE } from '~/platform/i18n/localize-message'
import { useMessages } from '~/platform/i18n/use-translation'

/** A conform field of any value type, as the field components take it. */
export type Meta = FieldMetadata<string | undefined> | FieldMetadata<unknown>
export type Option = { value: string; label: string }

/** The field's messages as one text (screens show one line per field), as the rules wrote them. */
export const errorOf = (field: Meta) => (field.errors?.length ? field.errors.join(' ') : undefined)

/**
 * The field's (or form's) messages as one text in the member's language: the rules write the
 * spec's English (`validation` catalogue); in another language each message is shown in it, with
 * the field's label as the page shows it (decision 189). The English templates come with the root's
 * texts in that case only (decision 190); an English page shows the messages as written.
 */
export function useErrorText() {
  const { messages } = useMessages('validation')
  const { messages: english } = useMessages(VALIDATION_SOURCE)
  return (errors: string[] | undefined, label?: string) => {
    if (!errors?.length) return undefined
    if (!english || !messages) return errors.join(' ')
    return errors.map((text) => localizeMessage(text, english, messages, label)).join(' ')
  }
}
