/**
 * Issue 42 on the built app (`npm run test:hardening`), the token part: a token is revoked as the
 * token it is, not as a string (decision 215). Replays: the 15 other spellings of a logged-out
 * token's last character, each refused at /sso-landing and by the sandbox gateway; an idle
 * time-out whose token is refused at /sso-landing and by the gateway without the browser coming
 * back; a password change after which the gateway refuses the other sessions' tokens. Ports
 * HARDENING_PORT_BASE + 35..37 (+ 25 is sign-in-trust.test.mjs's), data in data/hardening-<base>-tokens. Figures as `[figures] ...`.
 */
import { join } from 'node:path'
import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import {
  client,
  figure,
  fileGateway,
  gatewayStatus,
  handedOverToken,
  PASSWORD,
  portBase,
  root,
  startApp,
} from './harness.mjs'

const dir = join(root, `data/hardening-${portBase}-tokens`)
const ports = { gateway: portBase + 35, app: portBase + 36, idle: portBase + 37 }
const IDLE_SECONDS = 5
const url = (port) => `http://localhost:${port}`
const gatewayApi = `http://127.0.0.1:${ports.gateway}/api`
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const appEnv = (name, env = {}) => ({ SESSION_STORE_DIR: join(dir, `sessions-${name}`), ...env })

const gatewayAnswers = (token) => gatewayStatus(gatewayApi, token)
/** A hand-over of the token to /sso-landing from a browser with no session: its status and cookies. */
async function handOver(port, token) {
  const answer = await client(url(port)).post('/sso-landing', { token })
  return { status: answer.status, cookies: answer.headers.getSetCookie().length }
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
/** The other spellings of the signature's last character that decode to the same bytes. */
function otherSpellings(token) {
  const bytes = Buffer.from(token.split('.')[2], 'base64url')
  return [...ALPHABET]
    .map((char) => `${token.slice(0, -1)}${char}`)
    .filter((other) => other !== token && Buffer.from(other.split('.')[2], 'base64url').equals(bytes))
}

fileGateway({ dir, port: ports.gateway, clones: 4 })
before(async () => {
  // Both apps start side by side: one with the default time-outs, one idle after IDLE_SECONDS.
  await Promise.all([
    startApp({ port: ports.app, gatewayUrl: gatewayApi, env: appEnv('app') }),
    startApp({
      port: ports.idle,
      gatewayUrl: gatewayApi,
      env: appEnv('idle', {
        SESSION_IDLE_SECONDS: String(IDLE_SECONDS),
        SESSION_IDLE_WARNING_SECONDS: '3',
      }),
    }),
  ])
})

describe('tokens revoked by identity (decision 215)', { concurrency: false }, () => {
  it("the 15 other spellings of a logged-out token's last character: refused at /sso-landing and by the gateway", async () => {
    const member = client(url(ports.app), { from: '127.0.0.71' })
    assert.equal(await member.login('iso-1'), '/home')
    const token = await handedOverToken(member)
    const spellings = otherSpellings(token)
    assert.equal(spellings.length, 15)
    assert.equal(await gatewayAnswers(token), 200)
    assert.equal(await gatewayAnswers(spellings[0]), 401, 'another spelling opens nothing, revoked or not')
    await member.get('/logout')
    const landing = []
    const gateway = []
    for (const other of [token, ...spellings]) {
      const answer = await handOver(ports.app, other)
      assert.equal(answer.cookies, 0, 'no session is made')
      landing.push(answer.status)
      gateway.push(await gatewayAnswers(other))
    }
    assert.deepEqual(landing, Array(16).fill(400))
    assert.deepEqual(gateway, Array(16).fill(401))
    figure(
      `spellings of a logged-out token: ${landing.slice(1).filter((s) => s === 400).length}/15 refused at /sso-landing (400, no cookie), ${gateway.slice(1).filter((s) => s === 401).length}/15 by the gateway's /api/account (401); the exact token too`,
    )
  })

  it("a password change: the gateway refuses the other sessions' tokens; this session goes on", async () => {
    const here = client(url(ports.app), { from: '127.0.0.72' })
    const elsewhere = client(url(ports.app), { from: '127.0.0.73' })
    const third = client(url(ports.app), { from: '127.0.0.74' })
    for (const c of [elsewhere, third, here]) assert.equal(await c.login('iso-2'), '/home')
    const others = [await handedOverToken(elsewhere), await handedOverToken(third)]
    for (const token of others) assert.equal(await gatewayAnswers(token), 200)
    const changed = await here.post('/account/settings/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'Dashboard#2027',
      confirmPassword: 'Dashboard#2027',
    })
    assert.equal(changed.status, 302)
    assert.equal((await here.get('/home')).status, 200, 'this session goes on')
    assert.equal(await gatewayAnswers(await handedOverToken(here)), 200, 'and so does its token')
    const refused = []
    for (const token of others) {
      refused.push(await gatewayAnswers(token))
      assert.equal((await handOver(ports.app, token)).status, 400)
    }
    assert.deepEqual(refused, [401, 401])
    figure(
      `password change: the gateway refuses ${refused.filter((s) => s === 401).length}/2 tokens of the other sessions (401), /sso-landing too (400); this session's token answers 200`,
    )
  })
})

describe('a time-out ends the token at that moment (decision 215)', () => {
  it(`idle ${IDLE_SECONDS} s: /sso-landing and the gateway refuse the token, the browser never coming back`, async () => {
    const member = client(url(ports.idle), { from: '127.0.0.75' })
    assert.equal(await member.login('iso-3'), '/home')
    const token = await handedOverToken(member)
    // The hand-off was the session's last request: it ends IDLE_SECONDS later.
    const endsAt = Date.now() + IDLE_SECONDS * 1000
    assert.equal(await gatewayAnswers(token), 200)
    await sleep(endsAt - Date.now() + 200)
    const landing = await handOver(ports.idle, token)
    const landingAfter = Date.now() - endsAt
    assert.equal(landing.status, 400)
    assert.equal(landing.cookies, 0)
    let gateway = await gatewayAnswers(token)
    // The sweep runs every quarter of the idle time (at least 1 s): the gateway is told by then.
    const until = endsAt + 5_000
    while (gateway !== 401 && Date.now() < until) {
      await sleep(100)
      gateway = await gatewayAnswers(token)
    }
    const gatewayAfter = Date.now() - endsAt
    assert.equal(gateway, 401, 'the gateway was told (POST auth/revoke) without the browser coming back')
    // When the browser comes back, it is told why the session ended.
    const back = await member.get('/home')
    assert.equal(back.status, 302)
    assert.match(back.location, /^\/login/)
    figure(
      `idle ${IDLE_SECONDS} s, browser away: /sso-landing 400 at +${(landingAfter / 1000).toFixed(1)} s after the end, the gateway 401 by +${(gatewayAfter / 1000).toFixed(1)} s`,
    )
  })
})
