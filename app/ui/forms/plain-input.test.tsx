/**
 * The plain inputs' HTML is Mantine's TextInput's, NativeSelect's and Fieldset's (decision 184),
 * for every look the forms use, with the props the field components give them (conform's
 * `getInputProps` / `getSelectProps` first), in each brand's theme: Mantine's stylesheet styles
 * them the same way. A Mantine upgrade that changes its markup fails here.
 */
import { getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react'
import { Fieldset, MantineProvider, NativeSelect, TextInput } from '@mantine/core'
import type { CSSProperties } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { themeFor } from '~/ui/theme'
import { COLORS } from '~/ui/pieces/colors'
import { PlainButton } from '~/ui/plain-button'
import { PlainFieldset, PlainNativeSelect, PlainTextInput } from './plain-input'

/** A conform field's metadata as getInputProps reads it. */
function field(
  name: string,
  {
    errors,
    required = true,
    initialValue,
  }: { errors?: string[]; required?: boolean; initialValue?: string } = {},
) {
  return {
    key: undefined,
    id: `form-field-${name}`,
    name,
    formId: 'form',
    errorId: `form-field-${name}-error`,
    descriptionId: `form-field-${name}-description`,
    required,
    errors,
    valid: !errors,
    initialValue,
  } as unknown as FieldMetadata<string>
}

/** What TextField gives the input (the field, its label and error, then the caller's props). */
function textField(
  name: string,
  type: 'text' | 'email' | 'tel' | 'password',
  options: Parameters<typeof field>[1] = {},
  rest: object = {},
) {
  const meta = field(name, options)
  return {
    ...getInputProps(meta, { type }),
    label: 'Zip code',
    error: options.errors?.join(' '),
    errorProps: { id: meta.errorId },
    ...rest,
  }
}

/** What DateField gives it: conform's or a plain GET form's name, then its own look. */
function dateField(source: object, description = 'Month/day/year (MM/DD/YYYY)', minMax: object = {}) {
  return {
    ...source,
    label: 'Start date',
    description,
    min: undefined,
    max: undefined,
    ...minMax,
    autoComplete: 'off',
    styles: { input: { maxWidth: 200 } },
  }
}

/** What HiddenInput gives it, before JavaScript runs (`hydrated` false) and after. */
function passwordField(hydrated: boolean, errors?: string[]) {
  const meta = field('password', { errors })
  return {
    autoCapitalize: 'none',
    autoCorrect: 'off',
    ...getInputProps(meta, { type: 'password' }),
    autoComplete: 'current-password',
    id: meta.id,
    name: 'password',
    label: 'Password',
    spellCheck: false,
    type: 'password',
    error: errors?.join(' '),
    style: { '--mantine-color-error': COLORS.error } as CSSProperties,
    styles: {
      wrapper: { '--input-bd': errors ? COLORS.error : COLORS.border, '--input-bd-focus': COLORS.primary },
      error: { color: COLORS.error },
    } as { wrapper: CSSProperties; error: CSSProperties },
    rightSectionWidth: hydrated ? 64 : undefined,
    rightSectionPointerEvents: 'all' as const,
    rightSection: hydrated ? (
      <PlainButton
        type="button"
        size="compact-sm"
        variant="subtle"
        color={COLORS.primary}
        aria-controls={meta.id}
      >
        Show <span className="visually-hidden">Password</span>
      </PlainButton>
    ) : undefined,
  }
}

const textLooks: [string, Record<string, unknown>][] = [
  ['text, required', textField('username', 'text', { initialValue: 'avery' }, { autoComplete: 'username' })],
  [
    'text with an error',
    textField('zip', 'text', { errors: ['Enter a 5-digit zip code'] }, { inputMode: 'numeric', maw: 200 }),
  ],
  ['text, optional, with a max width', textField('firstName', 'text', { required: false }, { maw: 350 })],
  [
    'text with a description',
    textField('q', 'text', { required: false }, { description: 'For example: Family Medicine, Raman' }),
  ],
  [
    'text with a description and an error',
    textField('subscriberId', 'text', { errors: ['Enter your subscriber ID'] }, { description: '9 or 10' }),
  ],
  ['email', textField('email', 'email', { required: false }, { autoComplete: 'email', maw: 420 })],
  ['tel', textField('phoneNumber', 'tel', { required: false, initialValue: '5035550100' })],
  ['disabled', textField('username', 'text', {}, { disabled: true })],
  [
    'date of a conform field',
    dateField(
      { ...getInputProps(field('from'), { type: 'date', value: false }), defaultValue: '2026-01-31' },
      undefined,
      {
        min: '2024-01-01',
      },
    ),
  ],
  [
    'date with an error',
    dateField({
      ...getInputProps(field('effectiveDate', { errors: ['Choose a date'] }), { type: 'date', value: false }),
      defaultValue: undefined,
      error: 'Choose a date',
      errorProps: { id: 'form-field-effectiveDate-error' },
    }),
  ],
  [
    'date of a plain GET form (its id given)',
    dateField({ type: 'date', name: 'asOfDate', defaultValue: '2026-02-01', error: undefined, id: 'as-of' }),
  ],
  [
    'date of a plain GET form with an error',
    dateField({ type: 'date', name: 'asOfDate', defaultValue: 'soon', error: 'Enter a date', id: 'as-of' }),
  ],
  ['password', passwordField(false)],
  ['password with an error', passwordField(false, ['Enter your password'])],
  ['password with its toggle', passwordField(true)],
  ['password with its toggle and an error', passwordField(true, ['Enter your password'])],
]

const options = [
  { value: 'MEDICAL', label: 'Medical' },
  { value: 'DENTAL', label: 'Dental' },
]
const selectField = (errors?: string[], initialValue?: string, rest: object = {}) => {
  const meta = field('category', { errors, initialValue, required: false })
  return {
    ...getSelectProps(meta),
    label: 'Category',
    data: [{ value: '', label: 'All categories' }, ...options],
    error: errors?.join(' '),
    errorProps: { id: meta.errorId },
    ...rest,
  }
}
const selectLooks: [string, Record<string, unknown> & { data: typeof options }][] = [
  ['with a placeholder', selectField()],
  ['with a value chosen', selectField(undefined, 'DENTAL')],
  ['with an error', selectField(['Choose a category'])],
  ['required, no placeholder, max width', { ...selectField(), required: true, data: options, maw: 200 }],
  ['disabled', selectField(undefined, undefined, { disabled: true })],
  [
    'of a plain GET form',
    {
      name: 'suffix',
      label: 'Family member',
      defaultValue: 'DENTAL',
      data: options,
      id: 'm',
      className: 'c',
    },
  ],
]

/** The HTML without Mantine's theme <style> block (the same for both). */
const html = (element: JSX.Element, primary: 'teal' | 'indigo' | 'grape') =>
  renderToStaticMarkup(<MantineProvider theme={themeFor(primary)}>{element}</MantineProvider>).replace(
    /<style[^]*?<\/style>/g,
    '',
  )

for (const primary of ['teal', 'indigo', 'grape'] as const)
  describe(`plain inputs look like Mantine’s (${primary})`, () => {
    it.each(textLooks)('TextInput: %s', (_, props) => {
      const plain = html(<PlainTextInput {...props} />, primary)
      expect(plain).toBe(html(<TextInput {...props} />, primary))
      expect(plain).toContain('mantine-TextInput-input')
    })

    it.each(selectLooks)('NativeSelect: %s', (_, props) => {
      const plain = html(<PlainNativeSelect {...props} />, primary)
      expect(plain).toBe(html(<NativeSelect {...props} />, primary))
      expect(plain).toContain('mantine-ComboboxChevron-chevron')
    })

    it('Fieldset: unstyled, with a legend and a top margin', () => {
      const fields = <PlainTextInput {...textLooks[0][1]} />
      expect(
        html(
          <PlainFieldset legend="Date of service" mt="sm">
            {fields}
          </PlainFieldset>,
          primary,
        ),
      ).toBe(
        html(
          <Fieldset legend="Date of service" variant="unstyled" mt="sm">
            {fields}
          </Fieldset>,
          primary,
        ),
      )
    })
  })

it('an input without an id gets one its label, description and error name', () => {
  const props = dateField({ type: 'date', name: 'asOfDate', error: 'Enter a date' })
  const sameIds = (markup: string) => markup.replace(/"mantine-[^"-]+/g, '"mantine-ID')
  const plain = html(<PlainTextInput {...props} />, 'teal')
  expect(sameIds(plain)).toBe(sameIds(html(<TextInput {...props} />, 'teal')))
  expect(plain).toMatch(/ for="mantine-[^"]+"/)
})
