/**
 * The idle warning (WCAG 2.2.1 timing adjustable; decision 071): `warningMs` before the session's
 * idle end, a dialog offers 'Stay signed in' (which starts the idle clock again on the server) or
 * 'Log out'. Before showing, it asks the server (GET /resources/session, which does not count as
 * activity) in case another tab kept the session alive. When the time is up, the page reloads and
 * the server sends the member to /login with the 'signed out after inactivity' message. Without
 * JavaScript there is no warning: the next request lands on /login with that message.
 */
import { useTranslation } from '~/platform/i18n/use-translation'
import type { Translate } from '~/platform/i18n/translate'
import { Modal } from '@mantine/core'
import { PlainButton, PlainLinkButton } from '~/ui/plain-button'
// Mantine's styles of what only some pages render come with the module (decision 171).
import '@mantine/core/styles/ScrollArea.css'
import '@mantine/core/styles/Paper.css'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Modal.css'
import { useLocation, useNavigation } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState } from 'react'

type Status = { signedIn: false } | { signedIn: true; endsAt: number; idleEndsAt: number }

async function readStatus(method: 'GET' | 'POST'): Promise<Status | null> {
  try {
    const response = await fetch('/resources/session', {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      // The app server takes form bodies only (decision 073): an empty form.
      body: method === 'POST' ? new URLSearchParams() : undefined,
    })
    if (!response.ok && response.status !== 401) return null
    return (await response.json()) as Status
  } catch {
    return null
  }
}

function formatRemaining(ms: number, t: Translate) {
  const seconds = Math.max(0, Math.ceil(ms / 1000))
  const minutes = Math.floor(seconds / 60)
  const rest = seconds % 60
  const secondsText = t('idleWarning.seconds', { count: rest })
  if (minutes === 0) return secondsText
  const minutesText = t('idleWarning.minutes', { count: minutes })
  // 'in 1 minute 53 seconds'; Spanish joins them with 'y' (decision 218).
  return rest
    ? t('idleWarning.minutesAndSeconds', { minutes: minutesText, seconds: secondsText })
    : minutesText
}

export function IdleWarning({ idleMs, warningMs }: { idleMs: number; warningMs: number }) {
  const { t } = useTranslation()
  const location = useLocation()
  const navigation = useNavigation()
  const idleEndsAt = useRef(Date.now() + idleMs)
  const [open, setOpen] = useState(false)
  // The dialog renders from its first warning on, not with every page (decision 205).
  const [warned, setWarned] = useState(false)
  // Where the member was when the warning came: the focus goes back there when it closes.
  const returnTo = useRef<HTMLElement | null>(null)
  const [now, setNow] = useState(() => Date.now())
  const [extending, setExtending] = useState(false)

  // Every navigation or submission reached the server: the idle clock started again there.
  useEffect(() => {
    if (navigation.state === 'idle') idleEndsAt.current = Date.now() + idleMs
  }, [location.key, navigation.state, idleMs])

  const timedOut = useCallback(() => {
    window.location.reload()
  }, [])

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>
    let cancelled = false
    const schedule = () => {
      if (cancelled) return
      const showAt = idleEndsAt.current - warningMs
      const wait = open ? idleEndsAt.current - Date.now() : showAt - Date.now()
      timer = setTimeout(check, Math.max(250, wait))
    }
    const check = async () => {
      const status = await readStatus('GET')
      if (cancelled) return
      if (status && !status.signedIn) return timedOut()
      if (status?.signedIn) idleEndsAt.current = status.idleEndsAt
      const remaining = idleEndsAt.current - Date.now()
      if (remaining <= 0) return timedOut()
      if (remaining <= warningMs) {
        if (!open && document.activeElement instanceof HTMLElement) returnTo.current = document.activeElement
        // The countdown reads from now, not from the last tick (the page's load before the first).
        setNow(Date.now())
        setWarned(true)
        setOpen(true)
      } else setOpen(false)
      schedule()
    }
    schedule()
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [open, warningMs, timedOut, location.key, navigation.state])

  // The countdown text, once a second while the dialog is open.
  useEffect(() => {
    if (!open) return
    const tick = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(tick)
  }, [open])

  // Mantine's own focus return notes the focus in an effect that can run after its focus trap
  // moved it into the dialog (seen under load: the focus stayed on the hidden dialog's button), so
  // the dialog gives it back itself, once the dialog has let it go. Where nothing had the focus, or
  // what had it is gone from the page, it goes to the main landmark (decision 209).
  useEffect(() => {
    const noted = returnTo.current
    if (open || !noted) return
    returnTo.current = null
    const timer = setTimeout(() => {
      const target = noted.isConnected && noted !== document.body ? noted : document.querySelector('main')
      target?.focus({ preventScroll: true })
    }, 10)
    return () => clearTimeout(timer)
  }, [open])

  const staySignedIn = async () => {
    setExtending(true)
    const status = await readStatus('POST')
    setExtending(false)
    if (!status?.signedIn) return timedOut()
    idleEndsAt.current = status.idleEndsAt
    setOpen(false)
  }

  if (!warned) return null
  return (
    <WarningDialog
      opened={open}
      onClose={staySignedIn}
      message={t('idleWarning.message', { remaining: formatRemaining(idleEndsAt.current - now, t) })}
      extending={extending}
      t={t}
    />
  )
}

/** The dialog itself; the focus goes back to where it was by `IdleWarning`, not by Mantine. */
function WarningDialog({
  opened,
  onClose,
  message,
  extending,
  t,
}: {
  opened: boolean
  onClose: () => void
  message: string
  extending: boolean
  t: Translate
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      returnFocus={false}
      title={t('idleWarning.title')}
      centered
      // Closing the dialog (its button or Escape) also keeps the member signed in.
      closeButtonProps={{ 'aria-label': t('idleWarning.close') }}
    >
      {/* Plain elements with the theme's spacing (Mantine's Text and Group before; issue 25). */}
      <p style={{ margin: '0 0 var(--mantine-spacing-md)' }}>{message}</p>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'flex-end',
          alignItems: 'center',
          gap: 'var(--mantine-spacing-sm)',
        }}
      >
        <PlainLinkButton variant="outline" href="/logout">
          {t('idleWarning.logOut')}
        </PlainLinkButton>
        <PlainButton type="button" onClick={onClose} loading={extending} data-autofocus>
          {t('idleWarning.stay')}
        </PlainButton>
      </div>
    </Modal>
  )
}
