import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { IdleWarning } from './idle-warning'
import { act, fakeTimers, realTimers, renderInApp, screen } from '../../tests/render'

const IDLE_MS = 20_000
const WARNING_MS = 14_000

/**
 * The app's /resources/session as the browser sees it: a GET reads the session (the idle end it
 * already has), a POST starts the idle clock again.
 */
function sessionResource() {
  let idleEndsAt = Date.now() + IDLE_MS
  const requests: string[] = []
  vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET'
    requests.push(method)
    if (method === 'POST') idleEndsAt = Date.now() + IDLE_MS
    return Response.json({ signedIn: true, endsAt: Date.now() + 7_200_000, idleEndsAt })
  })
  return requests
}

/** Let the session request settle and React commit what it changed. */
const flush = () => act(async () => {})

/** A page with a link in its main landmark (focusable, as the shell's is) and the idle warning. */
function renderPage() {
  renderInApp(() => (
    <>
      <main tabIndex={-1}>
        <a href="/benefits">View benefits</a>
      </main>
      <IdleWarning idleMs={IDLE_MS} warningMs={WARNING_MS} />
    </>
  ))
}

async function untilWarning() {
  await act(async () => {
    vi.advanceTimersByTime(IDLE_MS - WARNING_MS)
  })
  await flush()
  return screen.findByRole('dialog', { name: 'Are you still there?' })
}

describe('IdleWarning: where the focus goes when the member stays signed in', () => {
  let user: ReturnType<typeof fakeTimers>
  beforeEach(() => {
    user = fakeTimers()
  })
  afterEach(() => {
    realTimers()
    vi.unstubAllGlobals()
  })

  it('back to the element that had it when the warning came', async () => {
    const requests = sessionResource()
    renderPage()
    const link = await screen.findByRole('link', { name: 'View benefits' })
    link.focus()

    const dialog = await untilWarning()
    expect(dialog).toHaveTextContent('you will be signed out in 14 seconds')
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }))
    await flush()
    act(() => vi.advanceTimersByTime(10))

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(requests).toEqual(['GET', 'POST'])
    expect(link).toHaveFocus()
  })

  it('to the main landmark when that element has left the page', async () => {
    sessionResource()
    renderPage()
    const main = await screen.findByRole('main')
    const gone = main.appendChild(document.createElement('button'))
    gone.textContent = 'A result'
    gone.focus()

    await untilWarning()
    gone.remove()
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }))
    await flush()
    act(() => vi.advanceTimersByTime(10))

    expect(main).toHaveFocus()
  })

  it('to the main landmark when nothing had the focus', async () => {
    sessionResource()
    renderPage()
    const main = await screen.findByRole('main')
    expect(document.body).toHaveFocus()

    await untilWarning()
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }))
    await flush()
    act(() => vi.advanceTimersByTime(10))

    expect(main).toHaveFocus()
  })
})

describe('IdleWarning in Spanish (decision 218)', () => {
  beforeEach(() => {
    fakeTimers()
  })
  afterEach(() => {
    realTimers()
    vi.unstubAllGlobals()
  })

  it("joins minutes and seconds with 'y'", async () => {
    const idleEndsAt = Date.now() + 200_000
    vi.stubGlobal('fetch', async () =>
      Response.json({ signedIn: true, endsAt: Date.now() + 7_200_000, idleEndsAt }),
    )
    renderInApp(
      () => (
        <>
          <main tabIndex={-1} />
          <IdleWarning idleMs={200_000} warningMs={113_000} />
        </>
      ),
      { rootData: { domainId: 1, signedIn: true, language: 'es' } },
    )
    await screen.findByRole('main')
    await act(async () => {
      vi.advanceTimersByTime(200_000 - 113_000)
    })
    await flush()
    expect(await screen.findByRole('dialog', { name: '¿Sigue ahí?' })).toHaveTextContent(
      'su sesión se cerrará en 1 minuto y 53 segundos',
    )
  })
})
