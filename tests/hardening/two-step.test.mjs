/**
 * Issue 51 on the built app (`npm run test:hardening`), decision 235: the second step as an
 * attacker would try it, through the dashboard's forms without JavaScript. An app code seen once
 * (over a shoulder, from a phishing page that relayed it) is refused on another sign-in in the same
 * 30-second step; a recovery code of another member is refused, and one's own works once. Ports
 * HARDENING_PORT_BASE + 45 and + 46.
 */
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import { Secret, TOTP } from 'otpauth'
import { alertOf, client, dataDir, figure, fileGateway, portBase, startApp } from './harness.mjs'

const dir = `${dataDir}-two-step`
const ports = { gateway: portBase + 45, app: portBase + 46 }
const base = `http://localhost:${ports.app}`
fileGateway({ dir, port: ports.gateway })

let appStarted = null
const app = () =>
  (appStarted ??= startApp({
    port: ports.app,
    gatewayUrl: `http://127.0.0.1:${ports.gateway}/api`,
    env: { SESSION_STORE_DIR: join(dir, 'sessions') },
    logPath: join(dir, 'app.log'),
  }))

const codeOf = (key, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(key.replace(/\s+/g, '')), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  })
const textOf = (html) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

/** Turns the app on for a member through the settings pages: answers the key and the recovery codes. */
async function turnOn(username) {
  const member = client(base)
  assert.equal(await member.login(username), '/home')
  const keyOf = (html) => /data-testid="two-step-key"[^>]*>([A-Z2-7 ]+)</.exec(html)?.[1]
  // Opening the page makes no key (loaders never write): its 'Set up' button starts the set-up.
  const before = await member.get('/account/settings/two-step/app')
  assert.equal(before.status, 200)
  assert.equal(keyOf(before.text), undefined, `no key before ${username} asks for one`)
  const started = await member.post('/account/settings/two-step/app', { intent: 'start-setup' })
  assert.equal(started.location, '/account/settings/two-step/app', `${username}'s set-up starts`)
  const page = await member.get('/account/settings/two-step/app')
  const key = keyOf(page.text)
  assert.ok(key, `the set-up page shows ${username}'s key (${page.status})`)
  const done = await member.post('/account/settings/two-step/app', { code: codeOf(key) })
  const list = done.text.split('data-testid="recovery-codes"')[1]?.split('</ul>')[0] ?? ''
  const codes = [...list.matchAll(/>([a-z0-9]{5}-[a-z0-9]{5})</g)].map((m) => m[1])
  assert.equal(codes.length, 10, `${username} is shown 10 recovery codes (${done.status})`)
  return { key, codes }
}

/** A new browser: the password, then the code on /login/two-step; answers where it went, and the page. */
async function signIn(username, code) {
  const browser = client(base)
  assert.equal(await browser.login(username), '/login/two-step', `${username}'s password asks for a code`)
  const answer = await browser.post('/login/two-step', { code })
  return { to: answer.location ? new URL(answer.location, base).pathname : null, answer }
}

describe('the second step, as an attacker would try it', { concurrency: false }, () => {
  it('a replayed app code (same 30-second step) is refused on another sign-in', async () => {
    await app()
    const { key } = await turnOn('avery')
    // The next step's code: the set-up spent this one.
    const code = codeOf(key, 1)
    const started = Date.now()
    const first = await signIn('avery', code)
    assert.equal(first.to, '/home', 'the code opens the account once')
    const replay = await signIn('avery', code)
    assert.equal(replay.to, null, 'the same code opens nothing the second time')
    assert.equal(replay.answer.status, 400)
    assert.match(alertOf(replay.answer), /That code was already used\. Wait for the next code in your app\./)
    figure(`two-step: a replayed app code refused ${Date.now() - started} ms after its first use`)
  })

  it("another member's recovery code is refused; one's own works once", async () => {
    await app()
    const blake = await turnOn('blake')
    const kai = await turnOn('kai')
    const theirs = await signIn('blake', kai.codes[0])
    assert.equal(theirs.to, null, "kai's recovery code does not open blake's account")
    assert.match(textOf(theirs.answer.text), /That code is not right\./)
    const own = await signIn('blake', blake.codes[0])
    assert.equal(own.to, '/home')
    const again = await signIn('blake', blake.codes[0])
    assert.equal(again.to, null, 'a recovery code works once')
    // kai's own code was not spent by the attempt on blake's account.
    assert.equal((await signIn('kai', kai.codes[0])).to, '/home')
  })
})
