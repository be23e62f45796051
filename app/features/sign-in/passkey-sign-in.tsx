import { useEffect, useState } from 'react'
import { Stack, Text } from '~/ui/layout'
import { PlainButton } from '~/ui/plain-button'
import { useTranslation } from '~/platform/i18n/use-translation'
import { canUsePasskeys, isCancelled, loadWebAuthn, postPasskey } from '~/platform/webauthn/passkey-browser'

const ROUTE = '/resources/passkey-sign-in'

/**
 * 'Sign in with a passkey' on /login (issue 51, decision 236): drawn only once the page runs
 * JavaScript in a browser with WebAuthn, so nothing dead shows without them (the password form
 * works either way). The WebAuthn library loads on the click.
 */
export function PasskeySignIn({ redirectTo }: { redirectTo: string | null }) {
  const { t } = useTranslation('sign-in')
  const [supported, setSupported] = useState(false)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => setSupported(canUsePasskeys()), [])
  if (!supported) return null

  async function signIn() {
    setBusy(true)
    setProblem(null)
    try {
      const [{ startAuthentication }, asked] = await Promise.all([
        loadWebAuthn(),
        postPasskey(ROUTE, { intent: 'options' }),
      ])
      if (!asked.options) throw new Error(asked.message ?? t('passkey.failed'))
      const response = await startAuthentication({ optionsJSON: asked.options as never })
      const answer = await postPasskey(ROUTE, {
        intent: 'sign-in',
        response: JSON.stringify(response),
        ...(redirectTo ? { redirectTo } : {}),
      })
      if (!answer.to) throw new Error(answer.message ?? t('passkey.failed'))
      window.location.assign(answer.to)
    } catch (error) {
      setProblem(
        isCancelled(error)
          ? t('passkey.cancelled')
          : error instanceof Error && error.message
            ? error.message
            : t('passkey.failed'),
      )
      setBusy(false)
    }
  }

  return (
    <Stack gap="xs">
      <Text size="sm">{t('passkey.or')}</Text>
      {/* Multiline: 'Iniciar sesión con una llave de acceso' is wider than a 320 px screen. */}
      <PlainButton
        variant="outline"
        multiline
        loading={busy}
        onClick={signIn}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('passkey.signIn')}
      </PlainButton>
      {problem ? (
        <Text role="alert" size="sm" c="var(--mantine-color-red-9)">
          {problem}
        </Text>
      ) : null}
    </Stack>
  )
}
