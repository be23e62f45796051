import type { FieldMetadata } from '@conform-to/react'
import englishValidation from '~/platform/i18n/catalogues/en/validation.json'
import { DEFAULT_LANGUAGE } from '~/platform/i18n/languages'
import { localizeMessage } from '~/platform/i18n/localize-message'
import { useMessages } from '~/platform/i18n/use-translation'

/** A conform field of any value type, as the field components take it. */
export type Meta = FieldMetadata<string | undefined> | FieldMetadata<unknown>
export type Option = { value: string; label: string }

/** The field's messages as one text (screens show one line per field), as the rules wrote them. */
export const errorOf = (field: Meta) => (field.errors?.length ? field.errors.join(' ') : undefined)

/**
 * The field's (or form's) messages as one text in the member's language: the rules write the
 * spec's English (`validation` catalogue); in another language each message is shown in it, with
 * the field's label as the page shows it (decision 189).
 */
export function useErrorText() {
  const { language, messages } = useMessages('validation')
  return (errors: string[] | undefined, label?: string) => {
    if (!errors?.length) return undefined
    if (language === DEFAULT_LANGUAGE) return errors.join(' ')
    return errors.map((text) => localizeMessage(text, englishValidation, messages, label)).join(' ')
  }
}
