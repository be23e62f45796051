/**
 * Issue 51 on the built app (`npm run test:hardening`), decision 230: a code to the e-mail on file
 * past the device block, tried as an attacker would. Code guessing is limited across two app
 * instances on Redis and across a gateway restart (the gateway's tries and mail counts are in its
 * database); mail flooding is capped; with NEW_DEVICE_VERIFICATION=always an unknown browser
 * proves itself after the password. Ports HARDENING_PORT_BASE + 50..54, Redis on
 * HARDENING_REDIS_PORT + 20, data in data/hardening-<base>-device-code. Figures: `[figures] ...`.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { cloneMembers } from './clone-members.mjs'
import {
  alertOf,
  client,
  ensureBuild,
  figure,
  portBase,
  redisPort,
  root,
  SPENT,
  startApp,
  startGateway,
  stopEverything,
} from './harness.mjs'

const dir = join(root, `data/hardening-${portBase}-device-code`)
const ports = { gateway: portBase + 50, r1: portBase + 51, r2: portBase + 52, always: portBase + 53 }
const codeRedisPort = redisPort + 20
const url = (port) => `http://localhost:${port}`
const gatewayApi = `http://127.0.0.1:${ports.gateway}/api`
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

const gatewayDb = join(dir, 'gateway.sqlite')
let gateway

/** The newest mails the sandbox kept for `username`, newest first. */
async function mailbox(username) {
  return (await fetch(`${gatewayApi}/sandbox/mailbox.json?username=${username}`)).json()
}
const newestCode = async (username) => /\b(\d{6})\b/.exec((await mailbox(username))[0]?.subject ?? '')?.[1]
const wrongFor = (code) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

/** Three strangers' wrong passwords from three addresses: the device block for `username`. */
async function block(port, username) {
  for (const from of ['127.0.0.91', '127.0.0.92', '127.0.0.93'])
    await client(url(port), { from }).post('/login', { username, password: 'Wrong#51' })
}
/** A guess's answer in a few characters: the tries left, 'spent', 'expired', or the status. */
const shortly = (answer) => {
  const text = alertOf(answer)
  if (answer.status === 429) return '429'
  if (/Too many wrong codes/.test(text)) return 'spent'
  return /You have (\d) attempt/.exec(text)?.[1] ?? String(answer.status)
}

let redis
before(async () => {
  ensureBuild()
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(join(dir, 'redis'), { recursive: true })
  gateway = await startGateway({ port: ports.gateway, dbPath: gatewayDb })
  cloneMembers(gatewayDb, { template: 'avery', count: 6 })
  const server = existsSync('/usr/bin/redis-server') ? '/usr/bin/redis-server' : 'redis-server'
  redis = spawn(
    server,
    ['--port', String(codeRedisPort), '--bind', '127.0.0.1', '--save', '', '--dir', join(dir, 'redis')],
    {
      stdio: 'ignore',
    },
  )
  await sleep(400)
  const env = (name) => ({
    REDIS_URL: `redis://127.0.0.1:${codeRedisPort}/0`,
    SESSION_STORE_DIR: join(dir, `sessions-${name}`),
  })
  await Promise.all([
    startApp({ port: ports.r1, gatewayUrl: gatewayApi, env: env('r1') }),
    startApp({ port: ports.r2, gatewayUrl: gatewayApi, env: env('r2') }),
    startApp({
      port: ports.always,
      gatewayUrl: gatewayApi,
      env: { NEW_DEVICE_VERIFICATION: 'always', SESSION_STORE_DIR: join(dir, 'sessions-always') },
    }),
  ])
})
after(() => {
  redis?.kill('SIGTERM')
  stopEverything()
})

describe('a code past the device block, as an attacker tries it (issue 51)', { concurrency: false }, () => {
  it('code guessing: 5 tries a code at the gateway, 10 wrong codes per username across two instances on Redis', async () => {
    await block(ports.r1, 'iso-1')
    // One attacker's session, shared by both instances (sessions in Redis), from two addresses.
    const one = client(url(ports.r1), { from: '127.0.0.94' })
    const two = client(url(ports.r2), { from: '127.0.0.95' })
    const guesses = []
    for (let round = 0; round < 3; round++) {
      assert.equal((await one.post('/verify-device', { intent: 'send', username: 'iso-1' })).status, 303)
      two.jar.set('__session', one.jar.get('__session'))
      const code = await newestCode('iso-1')
      for (let i = 0; i < 5; i++) {
        const c = i % 2 === 0 ? one : two
        guesses.push(shortly(await c.post('/verify-device', { intent: 'verify', code: wrongFor(code) })))
      }
    }
    figure(`wrong codes on r1/r2 (3 codes): ${guesses.join(', ')}`)
    assert.deepEqual(guesses.slice(0, 10), ['4', '3', '2', '1', 'spent', '4', '3', '2', '1', 'spent'])
    assert.deepEqual(guesses.slice(10), ['429', '429', '429', '429', '429'])
    // Even the right code is refused once the username's wrong codes are spent (the dashboard's limit).
    const right = await two.post('/verify-device', { intent: 'verify', code: await newestCode('iso-1') })
    assert.equal(right.status, 429)
  })

  it("across a gateway restart: a code's tries and the account's mails are kept in the gateway's database", async () => {
    await block(ports.r1, 'iso-2')
    const member = client(url(ports.r1), { from: '127.0.0.96' })
    await member.post('/verify-device', { intent: 'send', username: 'iso-2' })
    const code = await newestCode('iso-2')
    const before = []
    for (let i = 0; i < 3; i++)
      before.push(shortly(await member.post('/verify-device', { intent: 'verify', code: wrongFor(code) })))
    // The gateway stops and starts again on the same file.
    gateway.kill('SIGTERM')
    await gateway.exited
    gateway = await startGateway({ port: ports.gateway, dbPath: gatewayDb })
    const afterRestart = []
    for (let i = 0; i < 2; i++)
      afterRestart.push(
        shortly(await member.post('/verify-device', { intent: 'verify', code: wrongFor(code) })),
      )
    const rightAfterSpent = shortly(await member.post('/verify-device', { intent: 'verify', code }))
    figure(
      `gateway restart: wrong codes ${before.join(', ')} | restart | ${afterRestart.join(', ')}; the right one: ${rightAfterSpent}`,
    )
    assert.deepEqual([...before, ...afterRestart, rightAfterSpent], ['4', '3', '2', '1', 'spent', 'spent'])
    // The account's mails too: one before the restart, so two more go and the third is refused.
    const sent = []
    for (let i = 0; i < 3; i++) {
      const answer = await fetch(`${gatewayApi}/auth/device-code`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ domainId: 1, username: 'iso-2' }),
      })
      sent.push((await answer.json()).sent)
    }
    figure(`mails asked of the gateway after its restart: ${sent.join(', ')}`)
    assert.deepEqual(sent, [true, true, false])
    assert.equal((await mailbox('iso-2')).length, 3)
  })

  it('mail flooding: 20 requests for one username from 20 addresses on two instances send 3 mails', async () => {
    const statuses = []
    for (let i = 0; i < 20; i++) {
      const asker = client(url(i % 2 ? ports.r2 : ports.r1), { from: `127.0.0.${110 + i}` })
      statuses.push((await asker.post('/verify-device', { intent: 'send', username: 'iso-3' })).status)
    }
    const mails = await mailbox('iso-3')
    figure(
      `20 'Email me a code' for one username: ${mails.length} mails; answers ${[...new Set(statuses)].join(', ')}`,
    )
    assert.equal(mails.length, 3)
    assert.ok(
      statuses.every((status) => status === 303),
      'every asker gets the page, which says what came of it',
    )
    // An unknown username gets the same answers, and nothing is mailed.
    const unknown = await client(url(ports.r1), { from: '127.0.0.140' }).post('/verify-device', {
      intent: 'send',
      username: 'nobody-51',
    })
    assert.equal(unknown.status, 303)
    assert.deepEqual(await mailbox('nobody-51'), [])
  })

  it('the device block and a code: the owner signs in on the new browser', async () => {
    await block(ports.r2, 'iso-4')
    const phone = client(url(ports.r2), { from: '127.0.0.97' })
    const refused = await phone.post('/login', { username: 'iso-4', password: 'Dashboard#2026' })
    assert.ok(alertOf(refused).startsWith(SPENT))
    assert.match(refused.text, /Email me a code/)
    await phone.post('/verify-device', { intent: 'send', username: 'iso-4' })
    const verified = await phone.post('/verify-device', { intent: 'verify', code: await newestCode('iso-4') })
    assert.equal(verified.location, '/login')
    assert.ok(phone.jar.has('__device'))
    assert.equal(await phone.login('iso-4'), '/home')
    figure('device block, a code from the mailbox, then /home on the new browser')
  })
})

describe('NEW_DEVICE_VERIFICATION=always (issue 51)', { concurrency: false }, () => {
  it('an unknown browser proves itself after the password; the session starts only after the code', async () => {
    const browser = client(url(ports.always), { from: '127.0.0.150' })
    assert.equal(await browser.login('iso-5'), '/verify-device')
    // No member page opens before the code (opening one ends the waiting sign-in: sign in again).
    assert.equal((await browser.get('/home')).status, 302, 'no session before the code')
    assert.equal(await browser.login('iso-5'), '/verify-device')
    const page = await browser.get('/verify-device')
    assert.match(page.text, /We sent a 6-digit code to/)
    const verified = await browser.post('/verify-device', {
      intent: 'verify',
      code: await newestCode('iso-5'),
    })
    assert.equal(verified.location, '/home')
    assert.equal((await browser.get('/home')).status, 200)
    await browser.get('/logout')
    // Known now: the next sign-in needs no code.
    assert.equal(await browser.login('iso-5'), '/home')
    // Another new browser: a code again.
    assert.equal(await client(url(ports.always), { from: '127.0.0.151' }).login('iso-5'), '/verify-device')
    figure('always: password, code, /home; then the same browser without a code; a new browser asked again')
  })
})
