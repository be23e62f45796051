/**
 * The field components of every form (decision 007): Mantine inputs bound to conform field
 * metadata. Name, id, default value, HTML constraints and aria-invalid / aria-describedby come
 * from `getInputProps`; the error text shows under the input with the id conform points at, so it
 * is announced. `SchemaForm` is the form itself (form-level messages included) and `SubmitButton`
 * its button with the pending spinner.
 *
 * One import place for every form; the fields live in their own modules (text, select, checkbox and switch, radio, the form) so
 * that a page loads only the Mantine inputs it shows (the choice inputs stayed off /login: issue 25).
 */
export { TextField, PasswordField, DateField } from './text-fields'
export { SelectField } from './select-field'
export { CheckboxField, SwitchField } from './checked-fields'
export { RadioGroupField } from './radio-group-field'
export { FormErrors, SchemaForm, SubmitButton } from './schema-form'
