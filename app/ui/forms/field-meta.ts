import type { FieldMetadata } from '@conform-to/react'

/** A conform field of any value type, as the field components take it. */
export type Meta = FieldMetadata<string | undefined> | FieldMetadata<unknown>
export type Option = { value: string; label: string }

/** The field's messages as one text (screens show one line per field). */
export const errorOf = (field: Meta) => (field.errors?.length ? field.errors.join(' ') : undefined)
