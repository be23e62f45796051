import type { FieldMetadata } from '@conform-to/react'
import { useTranslateMessage } from '~/platform/i18n/use-translation'

/** A conform field of any value type, as the field components take it. */
export type Meta = FieldMetadata<string | undefined> | FieldMetadata<unknown>
export type Option = { value: string; label: string }

/** The field's messages as one text (screens show one line per field), as the rules wrote them. */
export const errorOf = (field: Meta) => (field.errors?.length ? field.errors.join(' ') : undefined)

/**
 * The field's (or form's) messages as one text in the member's language: the rules write
 * `validation` catalogue keys and values (`message`, decision 225), translated here once, in
 * English as in Spanish, with the field's label as the page shows it; a text the server already
 * wrote in the member's language is shown as it is. The same on the server's reply (no
 * JavaScript) and the browser's validation.
 */
export function useErrorText() {
  const translateMessage = useTranslateMessage()
  return (errors: string[] | undefined, label?: string) => {
    if (!errors?.length) return undefined
    return errors.map((text) => translateMessage(text, label)).join(' ')
  }
}
