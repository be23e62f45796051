import { Alert } from '@mantine/core'
import { Form } from '@remix-run/react'
import type { DeviceCodeAnswer } from '@member-dashboard/contract'
import { SchemaForm, SubmitButton, TextField } from '~/ui/forms/fields'
import { useSchemaForm, type FormResult } from '~/platform/forms/use-schema-form'
import { useTranslateMessage, useTranslation } from '~/platform/i18n/use-translation'
import { Anchor, Stack, Text } from '~/ui/layout'
import { PageTitle } from '~/ui/page'
import { deviceCodeConstraint } from './form-constraints.generated'

/**
 * /verify-device (issue 51): where the code went (the masked address), the code field, 'Send a
 * new code'; without an address on file, the brand's Customer Service number. Plain forms: all of
 * it works without JavaScript.
 */
export function VerifyDevicePage(props: {
  afterPassword: boolean
  answer: DeviceCodeAnswer | null
  problem: string | null
  phone: string
  lastResult: FormResult
}) {
  const { t } = useTranslation('sign-in')
  const translate = useTranslateMessage()
  const { answer } = props
  return (
    <Stack maw={440} mx="auto" gap="md">
      <PageTitle>{t('deviceCode.heading')}</PageTitle>
      {props.afterPassword ? <Text>{t('deviceCode.always')}</Text> : null}
      {props.problem ? (
        <Alert color="red" variant="light" role="alert">
          {translate(props.problem)}
        </Alert>
      ) : null}
      {answer?.delivery === 'none' ? (
        <Text>{t('deviceCode.noEmail', { phone: props.phone })}</Text>
      ) : (
        <>
          {answer ? (
            <Text id="device-code-sent" role="status">
              {t(answer.sent ? 'deviceCode.sent' : 'deviceCode.notSent', { email: answer.maskedEmail })}
            </Text>
          ) : null}
          {answer ? <CodeForm lastResult={props.lastResult} /> : null}
          <Form method="post">
            <SubmitButton intent="send" variant="outline">
              {t('deviceCode.resend')}
            </SubmitButton>
          </Form>
        </>
      )}
      <Anchor to="/login">{t('deviceCode.backToLogin')}</Anchor>
    </Stack>
  )
}

function CodeForm({ lastResult }: { lastResult: FormResult }) {
  const { t } = useTranslation('sign-in')
  const [form, fields] = useSchemaForm(
    deviceCodeConstraint,
    () => import('./sign-in-schemas').then((m) => m.deviceCodeSchema),
    { id: 'device-code', lastResult },
  )
  return (
    <SchemaForm form={form} describedBy="device-code-sent">
      <TextField
        field={fields.code}
        label={t('deviceCode.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      <SubmitButton intent="verify" style={{ alignSelf: 'flex-start' }}>
        {t('deviceCode.submit')}
      </SubmitButton>
    </SchemaForm>
  )
}
