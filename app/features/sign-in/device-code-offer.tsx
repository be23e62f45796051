import { Form } from '@remix-run/react'
import { SubmitButton } from '~/ui/forms/fields'
import { Stack, Text } from '~/ui/layout'
import { useTranslation } from '~/platform/i18n/use-translation'

/**
 * 'Email me a code' under the device block's refusal on /login (issue 51): a plain form posting
 * the refused username to /verify-device (works without JavaScript). Never shown for a lock.
 */
export function DeviceCodeOffer({ username }: { username: string }) {
  const { t } = useTranslation('sign-in')
  return (
    <Form method="post" action="/verify-device" aria-labelledby="device-code-offer-hint">
      <Stack gap="xs" align="flex-start">
        <Text id="device-code-offer-hint">{t('deviceCode.offerHint')}</Text>
        <input type="hidden" name="username" value={username} />
        <SubmitButton intent="send" formAction="/verify-device" variant="outline">
          {t('deviceCode.offer')}
        </SubmitButton>
      </Stack>
    </Form>
  )
}
