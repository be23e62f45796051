import { useEffect, useState } from 'react'
import { useRevalidator } from '@remix-run/react'
import { Stack, Text } from '~/ui/layout'
import { PlainButton } from '~/ui/plain-button'
import { PlainTextInput } from '~/ui/forms/plain-input'
import { useTranslation } from '~/platform/i18n/use-translation'
import { canUsePasskeys, isCancelled, loadWebAuthn, postPasskey } from '~/platform/webauthn/passkey-browser'

const ROUTE = '/resources/passkey-add'
const NAME_MAX = 60

/**
 * 'Add a passkey' (issue 51, decision 236): WebAuthn needs JavaScript, so the form is drawn only
 * once the page runs it in a browser with passkeys; before that (and without them) a sentence says
 * what is needed. The WebAuthn library loads on the click; the list reloads after.
 */
export function PasskeyAdd() {
  const { t } = useTranslation('account')
  const revalidator = useRevalidator()
  const [supported, setSupported] = useState(false)
  const [name, setName] = useState('')
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null)
  useEffect(() => setSupported(canUsePasskeys()), [])
  if (!supported) return <Text size="sm">{t('twoStep.passkeys.needsJavaScript')}</Text>

  async function add() {
    setBusy(true)
    setSaid(null)
    try {
      const [{ startRegistration }, asked] = await Promise.all([
        loadWebAuthn(),
        postPasskey(ROUTE, { intent: 'options' }),
      ])
      if (!asked.options) throw new Error(asked.message ?? t('twoStep.passkeys.failed'))
      const response = await startRegistration({ optionsJSON: asked.options as never })
      const answer = await postPasskey(ROUTE, {
        intent: 'add',
        name: name.trim() || t('twoStep.passkeys.defaultName'),
        response: JSON.stringify(response),
      })
      if (!answer.to) throw new Error(answer.message ?? t('twoStep.passkeys.failed'))
      setName('')
      setSaid({ ok: true, text: t('twoStep.notices.passkeyAdded') })
      revalidator.revalidate()
    } catch (error) {
      const text = isCancelled(error)
        ? t('twoStep.passkeys.cancelled')
        : error instanceof Error && error.message
          ? error.message
          : t('twoStep.passkeys.failed')
      setSaid({ ok: false, text })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack gap="xs" maw={440}>
      <PlainTextInput
        label={t('twoStep.passkeys.name')}
        description={t('twoStep.passkeys.nameHint')}
        value={name}
        maxLength={NAME_MAX}
        onChange={(event) => setName(event.currentTarget.value)}
        autoComplete="off"
      />
      <PlainButton type="button" loading={busy} onClick={add} style={{ alignSelf: 'flex-start' }}>
        {t('twoStep.passkeys.add')}
      </PlainButton>
      {said ? (
        <Text
          role={said.ok ? 'status' : 'alert'}
          size="sm"
          c={said.ok ? undefined : 'var(--mantine-color-red-9)'}
        >
          {said.text}
        </Text>
      ) : null}
    </Stack>
  )
}
