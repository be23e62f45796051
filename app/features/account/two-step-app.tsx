import { List } from '@mantine/core'
import { Anchor, Group, Stack, Text } from '~/ui/layout'
import { CardSection } from '~/ui/card-section'
import { SchemaForm, SubmitButton, TextField } from '~/ui/forms/fields'
import { useSchemaForm, type FormResult } from '~/platform/forms/use-schema-form'
import { useTranslation } from '~/platform/i18n/use-translation'
import { twoStepConfirmConstraint, twoStepStartConstraint } from './form-constraints.generated'
import { TWO_STEP_APP_PATH } from './two-step'

export type TwoStepAppData = { on: boolean; setup: { qrSvg: string; key: string } | null }

/**
 * 'Set up an authenticator app': a form with only its button, posting to the set-up page (from the
 * settings page too), whose action has the gateway make the key. Works without JavaScript.
 */
export function StartSetup({ lastResult }: { lastResult?: FormResult }) {
  const { t } = useTranslation('account')
  const intent = 'start-setup'
  const [form] = useSchemaForm(
    twoStepStartConstraint,
    () => import('./account-schemas').then((m) => m.twoStepStartSchema),
    { id: 'two-step-start', lastResult },
  )
  return (
    <SchemaForm form={form} action={TWO_STEP_APP_PATH}>
      <SubmitButton
        intent={intent}
        formAction={TWO_STEP_APP_PATH}
        multiline
        style={{ alignSelf: 'flex-start' }}
      >
        {t('twoStep.app.setUp')}
      </SubmitButton>
    </SchemaForm>
  )
}

/** The recovery codes, once, right after the app is confirmed. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation('account')
  return (
    <CardSection id="recovery-codes" title={t('twoStep.recovery.heading')}>
      <Stack gap="sm">
        <Text role="status">{t('twoStep.recovery.on')}</Text>
        <Text>{t('twoStep.recovery.text')}</Text>
        <List
          listStyleType="none"
          spacing={4}
          data-testid="recovery-codes"
          style={{ fontFamily: 'var(--mantine-font-family-monospace)', fontSize: '1.0625rem' }}
        >
          {codes.map((code) => (
            <List.Item key={code}>{code}</List.Item>
          ))}
        </List>
        <Anchor to="/account/settings/two-step">{t('twoStep.recovery.done')}</Anchor>
      </Stack>
    </CardSection>
  )
}

function Confirm({
  setup,
  lastResult,
}: {
  setup: NonNullable<TwoStepAppData['setup']>
  lastResult?: FormResult
}) {
  const { t } = useTranslation('account')
  const [form, fields] = useSchemaForm(
    twoStepConfirmConstraint,
    () => import('./account-schemas').then((m) => m.twoStepConfirmSchema),
    { id: 'two-step-confirm', lastResult },
  )
  return (
    <Stack gap="lg">
      <CardSection id="two-step-scan" title={t('twoStep.setup.scanHeading')}>
        <Group align="flex-start" gap="lg" wrap="wrap">
          <div
            role="img"
            aria-label={t('twoStep.setup.qrLabel')}
            style={{ width: 200, height: 200, background: 'white', flex: 'none' }}
            // The server draws the QR code from the otpauth URI (the qrcode library's SVG).
            dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
          />
          <Stack gap="xs" style={{ flex: '1 1 14rem' }}>
            <Text>{t('twoStep.setup.scanText')}</Text>
            <Text>{t('twoStep.setup.keyText')}</Text>
            <Text
              component="p"
              fw={700}
              data-testid="two-step-key"
              style={{
                fontFamily: 'var(--mantine-font-family-monospace)',
                wordSpacing: '0.25em',
                overflowWrap: 'anywhere',
              }}
            >
              {setup.key}
            </Text>
          </Stack>
        </Group>
      </CardSection>
      <CardSection id="two-step-confirm-heading" title={t('twoStep.setup.confirmHeading')}>
        <Stack gap="sm" maw={440}>
          <Text id="two-step-confirm-text">{t('twoStep.setup.confirmText')}</Text>
          <SchemaForm form={form} describedBy="two-step-confirm-text">
            <TextField
              field={fields.code}
              label={t('twoStep.setup.code')}
              autoComplete="one-time-code"
              inputMode="numeric"
            />
            <Group>
              <SubmitButton multiline>{t('twoStep.setup.submit')}</SubmitButton>
              <Anchor to="/account/settings/two-step">{t('twoStep.setup.cancel')}</Anchor>
            </Group>
          </SchemaForm>
        </Stack>
      </CardSection>
    </Stack>
  )
}

/** /account/settings/two-step/app: the key (QR code and text), its first code, then the recovery codes. */
export function TwoStepApp({
  data,
  lastResult,
  recoveryCodes,
}: {
  data: TwoStepAppData
  lastResult?: FormResult
  recoveryCodes?: string[]
}) {
  const { t } = useTranslation('account')
  if (recoveryCodes?.length) return <RecoveryCodes codes={recoveryCodes} />
  if (data.on)
    return (
      <Stack gap="sm">
        <Text>{t('twoStep.setup.alreadyOn')}</Text>
        <Anchor to="/account/settings/two-step">{t('twoStep.setup.back')}</Anchor>
      </Stack>
    )
  // No set-up started (or its key is over 15 minutes old): the button starts one.
  if (!data.setup)
    return (
      <Stack gap="sm">
        <Text>{t('twoStep.app.offIntro')}</Text>
        <StartSetup lastResult={lastResult} />
        <Anchor to="/account/settings/two-step">{t('twoStep.setup.back')}</Anchor>
      </Stack>
    )
  return (
    <Stack gap="md">
      <Text>{t('twoStep.setup.intro')}</Text>
      <Confirm setup={data.setup} lastResult={lastResult} />
    </Stack>
  )
}
