/**
 * Issue 22 on the built app (`npm run test:hardening`): device trust and truthful counts, strangers
 * on several loopback addresses (127.0.0.x) who cannot lock a member out, a restart between
 * failures, the spraying limit, tokens that end with the session (logout, password change,
 * time-out; the dashboard and the sandbox gateway refuse them), and two instances on Redis with
 * Redis stopped and started again. Ports HARDENING_PORT_BASE + 20..24, Redis on
 * HARDENING_REDIS_PORT + 10. Figures are printed as `[figures] ...`.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import {
  alertOf,
  client,
  errorCode,
  figure,
  fileGateway,
  gatewayStatus,
  handedOverToken,
  LOCKED,
  SPENT,
  PASSWORD,
  portBase,
  redisPort,
  root,
  startApp,
} from './harness.mjs'

const dir = join(root, `data/hardening-${portBase}-sign-in`)
const ports = {
  gateway: portBase + 20,
  a: portBase + 21,
  t: portBase + 22,
  r1: portBase + 23,
  r2: portBase + 24,
}
const trustRedisPort = redisPort + 10
const url = (port) => `http://localhost:${port}`
const gatewayApi = `http://127.0.0.1:${ports.gateway}/api`
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const remaining = (n) =>
  `Username and/or password unrecognized. You have ${n} attempt(s) remaining. Try again or select forgot username or password.`
const appEnv = (name) => ({ SESSION_STORE_DIR: join(dir, `sessions-${name}`) })

const gatewayDb = fileGateway({ dir, port: ports.gateway, clones: 12 })

async function accountRow(username) {
  const db = await import('better-sqlite3')
  const sqlite = new db.default(gatewayDb, { readonly: true })
  const row = sqlite.prepare('SELECT failed_attempts, status FROM users WHERE username = ?').get(username)
  sqlite.close()
  return row
}

const gatewayAnswers = (token) => gatewayStatus(gatewayApi, token)
const handOver = (base, token) => client(base).post('/sso-landing', { token })

describe('device trust and attempt shares (embedded store)', { concurrency: false }, () => {
  let app
  before(async () => {
    app = await startApp({ port: ports.a, gatewayUrl: gatewayApi, env: appEnv('a') })
  })

  it('a browser that signed in before: the gateway count 4, 3, 2, 1, then the lock message; logout keeps the trust', async () => {
    const member = client(url(ports.a), { from: '127.0.0.11' })
    assert.equal(await member.login('iso-1'), '/home')
    await member.get('/logout')
    assert.ok(member.jar.has('__device'), 'the device cookie outlives the logout')
    assert.ok(!member.jar.has('__session'))
    const seen = []
    for (let i = 0; i < 5; i++)
      seen.push(alertOf(await member.post('/login', { username: 'iso-1', password: 'Wrong#1' })))
    assert.deepEqual(seen, [remaining(4), remaining(3), remaining(2), remaining(1), LOCKED])
    assert.equal((await accountRow('iso-1')).status, 'DLG')
    figure(
      `trusted device: ${seen.map((text) => (text === LOCKED ? 'locked' : /(\d) attempt/.exec(text)?.[1])).join(', ')}`,
    )
  })

  it('strangers on three addresses share 3 attempts across a restart; the member keeps 2 and signs in', async () => {
    const member = client(url(ports.a), { from: '127.0.0.12' })
    assert.equal(await member.login('iso-2'), '/home')
    await member.get('/logout')
    const stranger = (n) => client(url(ports.a), { from: `127.0.0.${20 + n}` })
    const wrong = (c) => c.post('/login', { username: 'iso-2', password: 'Wrong#2' })
    const first = await wrong(stranger(1))
    const second = await wrong(stranger(1))
    assert.equal(alertOf(first), remaining(2))
    assert.equal(alertOf(second), remaining(1))
    // A restart between failures forgets nothing (the embedded store is on disk).
    app.kill('SIGTERM')
    await app.exited
    app = await startApp({ port: ports.a, gatewayUrl: gatewayApi, env: appEnv('a') })
    const third = await wrong(stranger(2))
    assert.ok(alertOf(third).startsWith(SPENT), alertOf(third))
    const refused = await wrong(stranger(3))
    assert.equal(refused.status, 429)
    assert.ok(alertOf(refused).startsWith(SPENT))
    const rightPassword = await stranger(3).post('/login', { username: 'iso-2', password: PASSWORD })
    assert.equal(rightPassword.status, 429, 'not even the right password from an untrusted client')
    assert.deepEqual(await accountRow('iso-2'), { failed_attempts: 3, status: 'ACT' })
    assert.equal(
      alertOf(await member.post('/login', { username: 'iso-2', password: 'Wrong#2' })),
      remaining(1),
    )
    assert.equal(await member.login('iso-2'), '/home')
    // The sign-in gave untrusted clients their share again.
    assert.equal(alertOf(await wrong(stranger(4))), remaining(2))
    figure(
      `strangers on 127.0.0.21-24 with a restart between: ${[first, second, third, refused, rightPassword].map((a) => a.status).join(',')}; gateway failures 3, account ACT; the member signed in from the trusted device`,
    )
  })

  it('an address failing on more than 10 usernames in 15 minutes waits, with the reason and the time; another address does not', async () => {
    const sprayer = client(url(ports.a), { from: '127.0.0.31' })
    const statuses = []
    for (let i = 0; i < 12; i++)
      statuses.push((await sprayer.post('/login', { username: `nobody-${i}`, password: 'Wrong#1' })).status)
    const held = await sprayer.post('/login', { username: 'nobody-99', password: 'Wrong#1' })
    assert.deepEqual(statuses, [...Array(10).fill(401), 429, 429])
    assert.equal(held.status, 429)
    assert.ok(Number(held.headers.get('retry-after')) > 800, held.headers.get('retry-after'))
    assert.match(
      alertOf(held),
      /^Sign-in failed for many different usernames from your network\. Please wait 1[45] minutes/,
    )
    const neighbour = client(url(ports.a), { from: '127.0.0.32' })
    assert.equal((await neighbour.post('/login', { username: 'nobody-99', password: 'Wrong#1' })).status, 401)
    assert.equal(await client(url(ports.a), { from: '127.0.0.31' }).login('iso-5'), 'status 429')
    figure(
      `spraying from 127.0.0.31: ${statuses.join(',')}; Retry-After ${held.headers.get('retry-after')} s; 127.0.0.32 not held`,
    )
  })

  it('logout and a password change end the tokens: /sso-landing and the gateway refuse them', async () => {
    const member = client(url(ports.a), { from: '127.0.0.41' })
    assert.equal(await member.login('iso-6'), '/home')
    const token = await handedOverToken(member)
    assert.equal(await gatewayAnswers(token), 200)
    await member.get('/logout')
    assert.equal(await gatewayAnswers(token), 401, 'the gateway was told (POST auth/revoke)')
    const landing = await handOver(url(ports.a), token)
    assert.equal(landing.status, 400)
    assert.match(landing.text, /We could not sign you in/)
    assert.equal(landing.headers.getSetCookie().length, 0)

    const here = client(url(ports.a), { from: '127.0.0.42' })
    const elsewhere = client(url(ports.a), { from: '127.0.0.43' })
    assert.equal(await elsewhere.login('iso-7'), '/home')
    await sleep(1_100) // another second: another token for the same member
    assert.equal(await here.login('iso-7'), '/home')
    const elsewhereToken = await handedOverToken(elsewhere)
    const changed = await here.post('/account/settings/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'Dashboard#2027',
      confirmPassword: 'Dashboard#2027',
    })
    assert.equal(changed.status, 302)
    assert.equal((await here.get('/home')).status, 200, 'this session goes on')
    assert.equal((await elsewhere.get('/home')).status, 302, 'the other session ended')
    assert.equal((await handOver(url(ports.a), elsewhereToken)).status, 400, 'its token opens nothing here')
    figure(
      'revocation: after logout the gateway answers 401 and /sso-landing 400; after a password change the other session and its token end',
    )
  })
})

describe('every refusal speaks (decision 139)', { concurrency: false }, () => {
  const port = portBase + 25
  const logPath = join(dir, 'refusals.log')
  let app
  before(async () => {
    app = await startApp({ port, gatewayUrl: gatewayApi, env: appEnv('refusals'), logPath })
  })
  after(async () => {
    app.kill('SIGTERM')
    await app.exited
  })
  const base = url(port)
  /** The page's text with React's entities decoded, so quoted messages compare as written. */
  const textOf = (answer) =>
    answer.text
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')

  it('empty POSTs to the group pages, eBill and a primary care selection answer 400 with a message where the member looks', async () => {
    const jordan = client(base, { from: '127.0.0.51' })
    assert.equal(await jordan.login('jordan'), '/group-selection')
    const groupChoice = await jordan.post('/group-selection', {})
    assert.equal(groupChoice.status, 400)
    assert.match(textOf(groupChoice), /role="alert"[^>]*>(<[^>]+>)*Select one of your group plans\./)
    const chosen = await jordan.post('/group-selection', { groupId: '10002001' })
    assert.equal(chosen.status, 302)
    const groupSwitch = await jordan.post('/select-group', {})
    assert.equal(groupSwitch.status, 400)
    assert.match(textOf(groupSwitch), /Select one of your group plans\./)

    const rowan = client(base, { from: '127.0.0.52' })
    assert.equal(await rowan.login('rowan'), '/home')
    const ebill = await rowan.post('/account/ebill', {})
    assert.equal(ebill.status, 400)
    assert.match(textOf(ebill), /Select 'Register for eBill' to register\./)
    assert.match(textOf(await rowan.get('/account/ebill')), /Register for eBill/, 'still not registered')

    const pat = client(base, { from: '127.0.0.53' })
    assert.equal(await pat.login('pat'), '/home')
    const selection = await pat.post('/find-care/primary-care/0/search', {})
    assert.equal(selection.status, 400)
    assert.match(
      textOf(selection),
      /role="alert"[^>]*>(<[^>]+>)*Choose a provider from the search results, then select them\./,
    )
    assert.doesNotMatch(textOf(await pat.get('/home')), /primary care provider is selected/)
    figure(
      'empty POSTs: /group-selection, /select-group, /account/ebill, primary care selection: 400 with their message',
    )
  })

  it('invalid UTF-8 in a field is refused on that field and nothing is stored; wrong current passwords stop at 5 without spending the lock-out', async () => {
    const member = client(base, { from: '127.0.0.54' })
    assert.equal(await member.login('iso-12'), '/home')
    const address = new URLSearchParams(
      'intent=address&addressLine1=1+Main+St&city=Portl%FFand&country=US&state=OR&zipCode=97214',
    )
    const refused = await member.send('/account/settings', { method: 'POST', form: address })
    assert.equal(refused.status, 400)
    assert.match(
      textOf(refused),
      /Some characters of this field could not be read\. Type it again with your keyboard\./,
    )
    const settings = await member.get('/account/settings')
    assert.doesNotMatch(settings.text, /\uFFFD|1 Main St/, 'the address is unchanged')

    const statuses = []
    for (let i = 0; i < 6; i++) {
      const answer = await member.post('/account/settings/change-password', {
        currentPassword: `Guess#${i}`,
        newPassword: 'Dashboard#2027',
        confirmPassword: 'Dashboard#2027',
      })
      statuses.push(answer.status)
      if (i === 5)
        assert.match(textOf(answer), /Too many attempts\. Please wait 15 minutes before trying again\./)
    }
    assert.deepEqual(statuses, [403, 403, 403, 403, 403, 429])
    const row = await accountRow('iso-12')
    assert.equal(row.failed_attempts, 0, 'the gateway lock-out count is not spent')
    assert.notEqual(row.status, 'DLG')
    assert.equal(await member.login('iso-12'), '/home', 'the member still signs in')
    figure(`invalid UTF-8: 400 on the field; current password: ${statuses.join(',')}, gateway count 0`)
  })

  it('a POST to a page without an action answers 405 with Allow, logged at info; a malformed address gets the 400 page without a stack', async () => {
    const visitor = client(base, { from: '127.0.0.55' })
    for (const path of ['/', '/contact-us', '/logout', '/healthz']) {
      const answer = await visitor.post(path, {})
      assert.equal(answer.status, 405, path)
      assert.equal(answer.headers.get('allow'), 'GET, HEAD', path)
    }
    for (const path of ['/%ff', '/login/%E0%A4%A']) {
      const answer = await visitor.get(path)
      assert.equal(answer.status, 400, path)
      assert.match(answer.text, /Error code: 400 Bad request/, path)
    }
    await sleep(300) // the log is written as the answers go out
    const lines = readFileSync(logPath, 'utf8').split('\n').filter(Boolean)
    assert.ok(lines.length > 0, 'the app logged')
    const serious = lines.filter((line) => /"level":(50|60)|"level":"(error|fatal)"/.test(line))
    assert.deepEqual(serious, [], 'no error-level line')
    assert.ok(
      !lines.some((line) => /unhandled|\bat [^ ]+ \(/.test(line)),
      'no unhandled line and no stack trace',
    )
    const noAction = lines.filter((line) => /"level":"info"/.test(line) && /no action/.test(line))
    assert.ok(noAction.length >= 3, `the 405s are logged at info (${noAction.length} lines)`)
    figure('405 with Allow: GET, HEAD on 4 paths; /%ff 400; log: no error line, no stack')
  })
})

describe('a time-out ends the token', () => {
  it('after the idle end the token opens nothing, here or at the gateway', async () => {
    await startApp({
      port: ports.t,
      gatewayUrl: gatewayApi,
      env: { ...appEnv('t'), SESSION_IDLE_SECONDS: '5', SESSION_IDLE_WARNING_SECONDS: '3' },
    })
    const member = client(url(ports.t), { from: '127.0.0.51' })
    assert.equal(await member.login('iso-8'), '/home')
    const token = await handedOverToken(member)
    await sleep(5_500)
    assert.equal((await member.get('/home')).status, 302)
    assert.equal(await gatewayAnswers(token), 401)
    assert.equal((await handOver(url(ports.t), token)).status, 400)
  })
})

describe('two instances on Redis, Redis stopped and started again', { concurrency: false }, () => {
  let redis
  const redisDir = join(dir, 'redis')
  const startRedis = async () => {
    const server = existsSync('/usr/bin/redis-server') ? '/usr/bin/redis-server' : 'redis-server'
    mkdirSync(redisDir, { recursive: true })
    redis = spawn(
      server,
      [
        '--port',
        String(trustRedisPort),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'yes',
        '--dir',
        redisDir,
      ],
      { stdio: 'ignore' },
    )
    await sleep(400)
  }
  const stopRedis = async () => {
    const exited = new Promise((resolve) => redis.once('exit', resolve))
    redis.kill('SIGTERM')
    await exited
  }
  before(async () => {
    await startRedis()
    const env = { REDIS_URL: `redis://127.0.0.1:${trustRedisPort}/0` }
    await Promise.all([
      startApp({ port: ports.r1, gatewayUrl: gatewayApi, env: { ...appEnv('r1'), ...env } }),
      startApp({ port: ports.r2, gatewayUrl: gatewayApi, env: { ...appEnv('r2'), ...env } }),
    ])
  })
  after(() => redis?.kill('SIGTERM'))

  it("Redis down: the catalogue's 503 and /readyz 503 on both; back: the same sessions work, no restart", async () => {
    const one = client(url(ports.r1), { from: '127.0.0.61' })
    assert.equal(await one.login('iso-9'), '/home')
    const two = client(url(ports.r2), { from: '127.0.0.61' })
    two.jar.set('__session', one.jar.get('__session'))
    assert.equal((await two.get('/home')).status, 200)
    // The attempt shares and the revoked tokens are shared too.
    const token = await handedOverToken(one)
    const stranger = (port) => client(url(port), { from: '127.0.0.62' })
    const shares = []
    for (const port of [ports.r1, ports.r2, ports.r1, ports.r2])
      shares.push((await stranger(port).post('/login', { username: 'iso-10', password: 'Wrong#1' })).status)
    assert.deepEqual(shares, [401, 401, 401, 429])

    await stopRedis()
    const down = []
    for (const c of [one, two]) {
      const home = await c.get('/home')
      assert.equal(home.status, 503)
      assert.ok(home.text.includes(errorCode[503]), 'the catalogue page')
      down.push(home.status)
    }
    for (const port of [ports.r1, ports.r2]) {
      assert.equal((await fetch(`http://127.0.0.1:${port}/readyz`)).status, 503)
      const login = await client(url(port), { from: '127.0.0.63' }).post('/login', {
        username: 'iso-11',
        password: PASSWORD,
      })
      assert.equal(login.status, 503)
      down.push(login.status)
    }
    await startRedis()
    const until = Date.now() + 15_000
    while ((await fetch(`http://127.0.0.1:${ports.r1}/readyz`)).status !== 200 && Date.now() < until)
      await sleep(250)
    assert.equal((await fetch(`http://127.0.0.1:${ports.r1}/readyz`)).status, 200)
    assert.equal((await fetch(`http://127.0.0.1:${ports.r2}/readyz`)).status, 200)
    assert.equal((await one.get('/home')).status, 200, 'the session kept by Redis works again on instance 1')
    assert.equal((await two.get('/home')).status, 200, 'and on instance 2')
    await one.get('/logout')
    assert.equal((await handOver(url(ports.r2), token)).status, 400, 'a logout on 1 revokes the token on 2')
    assert.equal(await client(url(ports.r2), { from: '127.0.0.64' }).login('iso-11'), '/home')
    figure(
      `redis: attempt shares over both ${shares.join(',')}; Redis stopped -> ${down.join(',')} and /readyz 503 on both; started again -> sessions back on both, no restart`,
    )
  })
})
