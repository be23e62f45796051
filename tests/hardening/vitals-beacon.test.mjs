/**
 * Issue 45 on the built app (`npm run test:hardening`), decision 220: the field vitals beacon
 * (/resources/vitals) is an edge like the others. Other origins, other body types, other methods
 * and large bodies are refused before it; anything that is not a beacon gets a 400; an id the
 * build lacks is counted as `unknown`; a client over its allowance gets 204 and is not counted;
 * nothing of the member reaches the metrics; no answer is a 500. (The fuzz of the edges in
 * hardening.test.mjs fuzzes it with every other action.) Ports HARDENING_PORT_BASE + 40..42.
 */
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { request as httpRequest } from 'node:http'
import { client, ensureBuild, portBase, root, startApp, startGateway, stopEverything } from './harness.mjs'

const dir = join(root, `data/hardening-${portBase}-vitals`)
const ports = { gateway: portBase + 40, app: portBase + 41, metrics: portBase + 42 }
const host = `localhost:${ports.app}`
const FORM = 'application/x-www-form-urlencoded'

const metrics = async () => (await fetch(`http://127.0.0.1:${ports.metrics}/metrics`)).text()
const count = (text, vital, route) =>
  Number(
    text
      .split('\n')
      .find((l) => l.startsWith(`dashboard_web_vitals_${vital}_count{`) && l.includes(`route="${route}"`))
      ?.split(' ')
      .at(-1) ?? 0,
  )
/** One request from the loopback address `localAddress`; answers once the response is read. */
const raw = (port, { method, path, headers = {}, body, localAddress = '127.0.0.1' }) =>
  new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method, path, headers, localAddress, agent: false },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (c) => (text += c))
        res.on('end', () => resolve({ status: res.statusCode, text }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })

/** One beacon from `from` (a loopback address of its own: the allowance is per client). */
const post = (body, { headers = {}, from = '127.0.0.1' } = {}) =>
  raw(ports.app, {
    method: 'POST',
    path: '/resources/vitals',
    headers: { host, origin: `http://${host}`, 'content-type': FORM, ...headers },
    body,
    localAddress: from,
  })

describe('the field vitals beacon, an edge like the others', { concurrency: false }, () => {
  before(async () => {
    ensureBuild()
    rmSync(dir, { recursive: true, force: true })
    await startGateway({ port: ports.gateway, dbPath: join(dir, 'gateway.sqlite') })
    await startApp({
      port: ports.app,
      gatewayUrl: `http://127.0.0.1:${ports.gateway}/api`,
      env: { METRICS_PORT: String(ports.metrics), SESSION_STORE_DIR: join(dir, 'sessions') },
      logPath: join(dir, 'app.log'),
    })
  })
  after(() => stopEverything())

  it('counts a beacon by route id and brand; refuses what is not one; never answers 500', async () => {
    const statuses = []
    const send = async (label, body, options) => {
      const answer = await post(body, options)
      statuses.push([label, answer.status])
      return answer
    }
    const start = await metrics()
    assert.equal((await send('valid', 'route=routes/login&LCP=1800&FCP=900&TTFB=40&CLS=0.01')).status, 204)
    assert.equal((await send('unknown route', 'route=routes/not.a.route&LCP=1800')).status, 204)
    const refused = {
      'other origin': [403, 'route=root&LCP=1', { headers: { origin: 'http://evil.example' } }],
      'an opaque origin': [403, 'route=root&LCP=1', { headers: { origin: 'null' } }],
      JSON: [415, '{"route":"root","LCP":1}', { headers: { 'content-type': 'application/json' } }],
      'text/plain': [415, 'route=root&LCP=1', { headers: { 'content-type': 'text/plain' } }],
      'over 512 bytes': [413, `route=root&LCP=1&pad=${'x'.repeat(600)}`],
      'over MAX_BODY_BYTES': [413, `route=root&LCP=1&pad=${'x'.repeat(20_000)}`],
      'unknown name': [400, 'route=root&FID=12'],
      Infinity: [400, 'route=root&LCP=Infinity'],
      NaN: [400, 'route=root&INP=NaN'],
      negative: [400, 'route=root&INP=-3'],
      exponent: [400, 'route=root&LCP=1e308'],
      'out of range': [400, 'route=root&CLS=11'],
      'a path for a route': [400, 'route=/home?user=avery&LCP=1'],
      'a URL for a route': [400, 'route=http://localhost/home&LCP=1'],
      'a name twice': [400, 'route=root&LCP=1&LCP=2'],
      'no vital': [400, 'route=root'],
      empty: [400, ''],
      'control characters': [400, 'route=root%00&LCP=1'],
    }
    for (const [label, [status, body, options]] of Object.entries(refused)) {
      const answer = await send(label, body, options)
      assert.equal(answer.status, status, `${label}: ${answer.status} (want ${status})`)
    }
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const answer = await raw(ports.app, { method, path: '/resources/vitals', headers: { host } })
      statuses.push([method, answer.status])
      assert.ok([404, 405].includes(answer.status), `${method}: ${answer.status}`)
    }
    const end = await metrics()
    assert.equal(count(end, 'lcp_seconds', 'routes/login') - count(start, 'lcp_seconds', 'routes/login'), 1)
    assert.equal(count(end, 'cls', 'routes/login') - count(start, 'cls', 'routes/login'), 1)
    assert.equal(count(end, 'lcp_seconds', 'unknown') - count(start, 'lcp_seconds', 'unknown'), 1)
    assert.doesNotMatch(end, /not\.a\.route|evil|avery|\/home/)
    assert.deepEqual(
      statuses.filter(([, status]) => status >= 500),
      [],
      'no 5xx',
    )
    console.log(
      `[figures] vitals beacon: ${statuses.length} cases, ${statuses.map((s) => s.join(' ')).join(', ')}`,
    )
  })

  it("a member's beacon carries and records nothing of the member", async () => {
    const member = client(`http://${host}`)
    assert.equal(await member.login('avery'), '/home')
    const answer = await member.post('/resources/vitals', {
      route: 'routes/_member.home',
      LCP: '2100',
      INP: '80',
    })
    assert.equal(answer.status, 204)
    const text = await metrics()
    assert.ok(count(text, 'inp_seconds', 'routes/_member.home') >= 1)
    for (const line of text.split('\n').filter((l) => l.startsWith('dashboard_web_vitals_')))
      assert.match(
        line,
        /^dashboard_web_vitals_\w+\{(le="[^"]+",)?route="[^"]+",brand="(main|medicare|partner)"(,le="[^"]+")?\} /,
      )
  })

  it('a client over 60 beacons a minute gets 204 and is not counted; another client is', async () => {
    const from = '127.0.0.45'
    const route = 'routes/registration._index'
    const before = count(await metrics(), 'fcp_seconds', route)
    for (let i = 0; i < 70; i++) assert.equal((await post(`route=${route}&FCP=500`, { from })).status, 204)
    assert.equal(count(await metrics(), 'fcp_seconds', route) - before, 60)
    assert.equal((await post(`route=${route}&FCP=500`, { from: '127.0.0.46' })).status, 204)
    assert.equal(count(await metrics(), 'fcp_seconds', route) - before, 61)
  })
})
