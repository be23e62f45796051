import { useHydrated } from 'remix-utils/use-hydrated'
import { PasswordField, SchemaForm, SubmitButton, TextField } from '~/ui/forms/fields'
import { useSchemaForm, type FormResult } from '~/platform/forms/use-schema-form'
import { loginSubmitDisabled } from './sign-in'
import { loginConstraint } from './form-constraints.generated'
import { useTranslation } from '~/platform/i18n/use-translation'

/**
 * The login form (spec sections 2 and 5): username and password, 'Log in' with the spinner while
 * the request runs, disabled while a touched field is in error (with JavaScript on). A failed
 * attempt shows the section 8 message and empties the password (the server never sends it back).
 * `redirectTo`, the page asked for while signed out, travels in a hidden field (decision 097).
 */
export function LoginForm({
  lastResult,
  redirectTo,
}: {
  lastResult: FormResult
  redirectTo?: string | null
}) {
  const [form, fields] = useSchemaForm(
    loginConstraint,
    () => import('./sign-in-schemas').then((m) => m.loginSchema),
    { id: 'login', lastResult },
  )
  const hydrated = useHydrated()
  const { t } = useTranslation('sign-in')
  return (
    <SchemaForm form={form}>
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <TextField field={fields.username} label={t('login.username')} autoComplete="username" />
      <PasswordField field={fields.password} label={t('login.password')} autoComplete="current-password" />
      <SubmitButton disabled={loginSubmitDisabled({ hydrated, errors: form.allErrors })}>
        {t('login.submit')}
      </SubmitButton>
    </SchemaForm>
  )
}
