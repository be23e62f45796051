/**
 * The field components of every form (decision 007): inputs bound to conform field metadata, in
 * plain elements with Mantine's markup for text, date, password and select (decision 184,
 * `plain-input.tsx`), Mantine's components for checkbox, switch and radio. Name, id, default
 * value, HTML constraints and aria-invalid / aria-describedby come from `getInputProps`; the error
 * text shows under the input with the id conform points at, so it is announced. `SchemaForm` is
 * the form itself (form-level messages included) and `SubmitButton` its button with the pending
 * spinner.
 *
 * One import place for every form; the fields live in their own modules (text, select, checkbox and switch, radio, the form) so
 * that a page loads only the Mantine inputs it shows (the choice inputs stayed off /login: issue 25).
 */
export { TextField, PasswordField, DateField } from './text-fields'
export { SelectField } from './select-field'
/** A group of fields under a legend (the claims' dates of service): Mantine's unstyled Fieldset. */
export { PlainFieldset as FieldGroup } from './plain-input'
export { CheckboxField, SwitchField } from './checked-fields'
export { RadioGroupField } from './radio-group-field'
export { FormErrors, SchemaForm, SubmitButton } from './schema-form'
