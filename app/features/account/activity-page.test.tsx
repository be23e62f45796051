import { describe, expect, it } from 'vitest'
import { renderInApp, screen } from '../../../tests/render'
import { AccountActivity } from './activity-page'
import type { ActivityData } from './activity.server'

const UNCLEAR = "We could not tell which session to sign out. Choose 'Sign out' beside the session again."

const data: ActivityData = {
  sessions: [
    {
      reference: 'AAAAAAAAAAAAAAAAAAAAAA',
      device: 'Firefox on Windows',
      started: 's',
      lastActive: 'l',
      current: true,
    },
    {
      reference: 'BBBBBBBBBBBBBBBBBBBBBB',
      device: 'Safari on iPhone',
      started: 's',
      lastActive: 'l',
      current: false,
    },
  ],
  historyAvailable: true,
  signIns: [],
  signInsTotal: 0,
  staffAccess: [],
}

const reply = (initialValue: Record<string, string>) => ({
  status: 'error' as const,
  initialValue,
  error: { '': [UNCLEAR] },
})

describe('the account activity page after a sign-out post (issue 42)', () => {
  it('shows the message of a post that names no listed session, once, above the sessions', async () => {
    renderInApp(() => (
      <AccountActivity data={data} lastResult={reply({ intent: 'sign-out-session', session: '../x' })} />
    ))
    expect(await screen.findAllByRole('alert')).toHaveLength(1)
    expect(screen.getByRole('alert')).toHaveTextContent(UNCLEAR)
  })

  it('shows the message of a post with no intent at all', async () => {
    renderInApp(() => <AccountActivity data={data} lastResult={reply({})} />)
    expect(await screen.findByRole('alert')).toHaveTextContent(UNCLEAR)
  })

  it("leaves a listed session's message to that session's form, once", async () => {
    renderInApp(() => (
      <AccountActivity
        data={data}
        lastResult={reply({ intent: 'sign-out-session', session: 'BBBBBBBBBBBBBBBBBBBBBB' })}
      />
    ))
    expect(await screen.findAllByRole('alert')).toHaveLength(1)
  })
})
