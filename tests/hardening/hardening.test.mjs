/**
 * Issue 13, automated on the built app (`npm run test:hardening`, part of `npm test`): sessions
 * that really end, headers, the Origin rule, attempt limits, gateway faults, isolation under
 * load, fuzzing of every action and GET form, graceful shutdown, two instances on Redis, and the
 * logs. Loopback only; every phase is bounded in time. Figures are printed as `[figures] ...`.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import fc from 'fast-check'
import { checkLogs, memberIdentifiers } from '../../scripts/log-check.mjs'
import { cloneMembers } from './clone-members.mjs'
import { fuzzEdges, summaryTable } from './fuzz-edges.mjs'
import {
  buildDir,
  client,
  dataDir,
  ensureBuild,
  errorCode,
  freshDataDir,
  portBase,
  redisPort,
  root,
  startApp,
  startFaultProxy,
  startGateway,
  stopEverything,
  waitFor,
} from './harness.mjs'

const figures = []
const figure = (line) => {
  figures.push(line)
  console.log(`[figures] ${line}`)
}
const ports = {
  gateway: portBase,
  proxy: portBase + 1,
  a: portBase + 2,
  f: portBase + 3,
  i: portBase + 4,
  r1: portBase + 5,
  r2: portBase + 6,
}
const url = (port) => `http://localhost:${port}`
const logs = []
const log = (name) => {
  const path = join(dataDir, `app-${name}.log`)
  logs.push(path)
  return path
}
let proxy
let clones = []
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** A catalogue key shown as text ('common:errors.status.404.title'), outside scripts and tags. */
const CATALOGUE_NAMESPACES = readdirSync(join(root, 'app/platform/i18n/catalogues/en')).map((f) =>
  f.replace(/\.json$/, ''),
)
/** A page that says why it refused: an alert, a field's message, or the error catalogue's page. */
const SAYS_WHY = /role="alert"|aria-invalid="true"|data-testid="error-page"/
const KEY_PATTERN = new RegExp(`\\b(?:${CATALOGUE_NAMESPACES.join('|')}):[A-Za-z][\\w-]*(?:\\.[\\w-]+)+`)
function rawCatalogueKey(html) {
  const text = html.replace(/<script\b[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ')
  return KEY_PATTERN.exec(text)?.[0] ?? null
}

before(async () => {
  ensureBuild()
  freshDataDir()
  const dbPath = join(dataDir, 'gateway.sqlite')
  await startGateway({ port: ports.gateway, dbPath })
  clones = cloneMembers(dbPath, { template: 'avery', count: 60 })
  proxy = await startFaultProxy({ port: ports.proxy, target: `http://127.0.0.1:${ports.gateway}` })
})

after(async () => {
  await proxy?.close()
  stopEverything()
  for (const line of figures) console.log(`[figures] ${line}`)
})

describe('one instance (embedded session store)', { concurrency: false }, () => {
  let app
  before(async () => {
    app = await startApp({ port: ports.a, gatewayUrl: proxy.url, logPath: log('a') })
  })

  it('logout, a new sign-in, a password change and a login-as switch end the old session on the server', async () => {
    const member = client(url(ports.a))
    assert.equal(await member.login('iso-1'), '/home')
    const first = member.cookieHeader()
    assert.equal((await member.get('/home')).status, 200)
    // Rotation at sign-in: signing in again gives a new id; the old one opens nothing.
    assert.equal(await member.login('iso-1'), '/home')
    assert.notEqual(member.cookieHeader(), first)
    const replay = client(url(ports.a))
    replay.jar.set('__session', first.match(/__session=([^;]+)/)[1])
    const replayed = await replay.get('/home')
    assert.equal(replayed.status, 302)
    assert.match(replayed.location, /^\/login/)
    // Logout: the cookie the browser had opens nothing afterwards.
    const beforeLogout = member.jar.get('__session')
    await member.get('/logout')
    const old = client(url(ports.a))
    old.jar.set('__session', beforeLogout)
    assert.equal((await old.get('/home')).status, 302)

    // Password change: this session's id changes, the member's other sessions end.
    const one = client(url(ports.a))
    const two = client(url(ports.a))
    assert.equal(await one.login('iso-2'), '/home')
    assert.equal(await two.login('iso-2'), '/home')
    const oldId = one.jar.get('__session')
    const changed = await one.post('/account/settings/change-password', {
      currentPassword: 'Dashboard#2026',
      newPassword: 'Hardened#2027x',
      confirmPassword: 'Hardened#2027x',
    })
    assert.equal(changed.status, 302, changed.text.slice(0, 300))
    assert.notEqual(one.jar.get('__session'), oldId)
    assert.equal((await one.get('/home')).status, 200)
    assert.equal((await two.get('/home')).status, 302, 'the other session of the member ended')
    const stale = client(url(ports.a))
    stale.jar.set('__session', oldId)
    assert.equal((await stale.get('/home')).status, 302, 'the pre-change id opens nothing')

    // Staff login-as switch: the session of the first member ends.
    const staff = client(url(ports.a))
    assert.equal(await staff.login('staff.main'), '/login-as')
    const asFirst = await staff.post('/login-as', {
      intent: 'continue',
      subscriberId: clones[2].subscriberId,
    })
    assert.equal(asFirst.status, 302, asFirst.text.slice(0, 300))
    const firstMemberSession = staff.jar.get('__session')
    const asSecond = await staff.post('/login-as', {
      intent: 'continue',
      subscriberId: clones[3].subscriberId,
    })
    assert.equal(asSecond.status, 302)
    const switched = client(url(ports.a))
    switched.jar.set('__session', firstMemberSession)
    assert.equal((await switched.get('/home')).status, 302, 'the switched-from session opens nothing')
  })

  it('headers: CSP with a nonce on every script, no-store on pages, data and downloads, no X-Powered-By, no HSTS over plain cookies', async () => {
    const member = client(url(ports.a))
    await member.login('iso-4')
    const page = await member.get('/home')
    const csp = page.headers.get('content-security-policy')
    const nonce = csp.match(/'nonce-([^']+)'/)[1]
    for (const directive of [
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ])
      assert.ok(csp.includes(directive), directive)
    const scripts = page.text.match(/<script\b[^>]*>/g) ?? []
    assert.ok(scripts.length > 0)
    for (const tag of scripts) assert.ok(tag.includes(`nonce="${nonce}"`), tag)
    assert.equal(page.headers.get('cache-control'), 'no-store')
    assert.equal(page.headers.get('x-powered-by'), null)
    assert.equal(page.headers.get('strict-transport-security'), null)
    const data = await member.get('/home.data')
    assert.equal(data.headers.get('cache-control'), 'no-store')
    const download = await member.get('/resources/id-card')
    assert.ok((download.headers.get('cache-control') ?? '').includes('no-store'))
    const second = await member.get('/home')
    assert.notEqual(second.headers.get('content-security-policy'), csp, 'a new nonce per response')
    // The request id reaches the gateway (a sign-in: its calls are never cached).
    const signIn = await client(url(ports.a)).post('/login', {
      username: 'iso-4',
      password: 'Dashboard#2026',
    })
    const id = signIn.headers.get('x-request-id')
    assert.ok(
      proxy.calls.some((call) => call.requestId === id && call.path === '/api/token'),
      'gateway calls carry x-request-id',
    )
  })

  it('the language switch never leaves the site nor fails, whatever returnTo holds (issue 42)', async () => {
    const visitor = client(url(ports.a))
    const origin = new URL(url(ports.a)).origin
    const tricks = [
      '/\t/evil.example',
      '/\t\\evil.example',
      '/\\evil.example',
      '//evil.example',
      '/%2F/evil.example',
      '/%5Cevil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      ...['\r', '\n', '\v', '\f', '\u2028', '\u3000', '\uFEFF', '\u0000'].map((c) => `/${c}/evil.example`),
    ]
    const answers = []
    for (const returnTo of tricks) {
      for (const signedIn of [false, true]) {
        if (signedIn && !visitor.jar.has('__session')) assert.equal(await visitor.login('iso-7'), '/home')
        const answer = await visitor.get(`/language?${new URLSearchParams({ to: 'es', returnTo })}`)
        answers.push(answer.status)
        assert.equal(answer.status, 302, JSON.stringify(returnTo))
        assert.equal(
          new URL(answer.location, origin).origin,
          origin,
          `${JSON.stringify(returnTo)} -> ${answer.location}`,
        )
      }
    }
    figure(
      `language switch: ${answers.length} tricky returnTo values (signed in and out) -> ${[...new Set(answers)].join(',')}, all on the site`,
    )
  })

  it('every status page speaks words (issue 42): each status, 405 included, in every brand and language, signed in and out', async () => {
    const hosts = { 1: 'localhost', 2: 'medicare.localhost', 5: 'partner.localhost' }
    const members = { 1: 'iso-6', 2: 'mia', 5: null }
    const statuses = [1, 400, 401, 403, 404, 408, 409, 413, 422, 429, 500, 502, 503, 504]
    let pages = 0
    const problems = []
    const check = (what, answer, status) => {
      pages += 1
      if (answer.status !== status) problems.push(`${what}: status ${answer.status}, expected ${status}`)
      const key = rawCatalogueKey(answer.text)
      if (key) problems.push(`${what}: shows the key ${key}`)
      if (!/<h1\b/.test(answer.text)) problems.push(`${what}: no heading`)
    }
    for (const [domainId, host] of Object.entries(hosts)) {
      for (const language of ['en', 'es']) {
        const visitor = client(url(ports.a), { host: `${host}:${ports.a}` })
        visitor.jar.set('language', language)
        for (const status of statuses)
          check(
            `${host} ${language} /error/${status}`,
            await visitor.get(`/error/${status}`),
            status === 1 ? 503 : status,
          )
        for (const path of ['/', '/contact-us', '/logout', '/recovery', '/registration/complete'])
          check(`${host} ${language} POST ${path}`, await visitor.post(path, { a: '1' }), 405)
        const username = members[domainId]
        if (!username) continue
        const member = client(url(ports.a), { host: `${host}:${ports.a}` })
        member.jar.set('language', language)
        assert.equal(await member.login(username), '/home')
        for (const status of statuses)
          check(
            `${host} ${language} signed in /error/${status}`,
            await member.get(`/error/${status}`),
            status === 1 ? 503 : status,
          )
        for (const path of ['/contact-us', '/claims', '/id-card'])
          check(`${host} ${language} signed in POST ${path}`, await member.post(path, { a: '1' }), 405)
      }
    }
    assert.deepEqual(problems, [])
    figure(
      `status pages: ${pages} pages (statuses, 405 on five pages signed out and three signed in; 3 brands x 2 languages), no catalogue key shown`,
    )
  })

  it('a cross-site POST gets the 403 page and changes nothing; forwarded headers from a client are not believed', async () => {
    const member = client(url(ports.a))
    await member.login('iso-5')
    const before = proxy.calls.length
    const targets = [
      '/account/settings',
      '/resources/dismiss-alert',
      '/resources/ebill-hand-off',
      '/login',
      '/logout',
    ]
    for (const path of targets) {
      const answer = await member.post(
        path,
        { intent: 'address', alertId: 'x' },
        { headers: { origin: 'https://evil.example' } },
      )
      assert.equal(answer.status, 403, path)
      assert.ok(answer.text.includes(errorCode[403]), path)
      assert.equal(answer.headers.getSetCookie().length, 0, path)
    }
    const bySecFetch = await member.send('/account/settings', {
      method: 'POST',
      form: { intent: 'address' },
      headers: { origin: '', 'sec-fetch-site': 'cross-site' },
    })
    assert.equal(bySecFetch.status, 403)
    assert.equal(proxy.calls.length, before, 'no gateway call for a refused POST')
    assert.equal((await member.get('/home')).status, 200, 'still signed in')
    // X-Forwarded-Host from a client does not choose the brand (no proxy is trusted here).
    const page = (headers) =>
      new Promise((resolve, reject) => {
        httpRequest(`${url(ports.a)}/login`, { headers }, (res) => {
          let body = ''
          res.on('data', (c) => (body += c))
          res.on('end', () => resolve(body))
        })
          .on('error', reject)
          .end()
      })
    // The partner brand (domain 5) shows no 'Create an account' link; the main brand does. (Its
    // text is in the page's catalogue either way: the link itself is looked for.)
    const signUp = (body) => body.includes('href="/registration"')
    assert.equal(signUp(await page({ host: `localhost:${ports.a}` })), true)
    assert.equal(signUp(await page({ host: `partner.localhost:${ports.a}` })), false)
    assert.equal(
      signUp(
        await page({ host: `localhost:${ports.a}`, 'x-forwarded-host': `partner.localhost:${ports.a}` }),
      ),
      true,
      'X-Forwarded-Host from a client is ignored',
    )
  })

  it("isolation under load: 50 distinct members plus two sessions of two of them, concurrently; no response carries another member's data", async () => {
    const sessions = []
    const people = [...clones.slice(10, 60), clones[10], clones[11]]
    for (let i = 0; i < people.length; i += 8) {
      await Promise.all(
        people.slice(i, i + 8).map(async (person) => {
          const c = client(url(ports.a))
          let landed = await c.login(person.username)
          // The sandbox gateway on 2 shared cores may refuse one call under this load: try again once.
          if (landed !== '/home') landed = await c.login(person.username)
          assert.equal(landed, '/home', person.username)
          sessions.push({ c, person })
        }),
      )
    }
    const pages = ['/home', '/account/summary', '/account/member-information', '/home.data', '/id-card']
    // At least 20 s and at least 6 pages answered per session; on a machine too slow for this load
    // (issue 50: one shared core), a session that got a time-out or failure page backs off for a
    // second, as a member would, and the walk goes on until each session has read its pages, never
    // more than 150 s. The gateway failures are right answers (the spec's page, checked for leaks
    // too); what must hold is that every session read its own pages and no one else's.
    const started = Date.now()
    const minimumEnd = started + Number(process.env.HARDENING_ISOLATION_MS ?? 20_000)
    const hardEnd = started + 150_000
    const goOn = (answered) => Date.now() < hardEnd && (Date.now() < minimumEnd || answered < 6)
    let requests = 0
    const leaks = []
    const errors = []
    const overloaded = []
    const unread = []
    await Promise.all(
      sessions.map(async ({ c, person }, n) => {
        let answered = 0
        for (let i = n; goOn(answered); i++) {
          const path = pages[i % pages.length]
          let answer
          try {
            answer = await c.get(path, { timeoutMs: 60_000 })
          } catch (error) {
            errors.push(`${person.username} ${path}: ${error?.name} ${error?.message}`)
            continue
          }
          requests += 1
          // A member reads a page, then another: not a tight loop (2 cores run the gateway too).
          await sleep(150)
          if (answer.status === 200) answered += 1
          else if ([408, 500, 502, 503].includes(answer.status)) {
            // The sandbox gateway on shared cores may time out (408) or fail under this load: the
            // spec's page for that status is a correct answer (and is checked for leaks below).
            overloaded.push(`${person.username} ${path}: ${answer.status}`)
            await sleep(1000)
          } else errors.push(`${person.username} ${path}: ${answer.status}`)
          const subscribers = new Set(answer.text.match(/ISOSUB\d{4}/g) ?? [])
          const names = new Set(answer.text.match(/\bIso[a-z]{2}x\b/g) ?? [])
          for (const s of subscribers)
            if (s !== person.subscriberId) leaks.push(`${person.username} saw ${s} on ${path}`)
          for (const s of names)
            if (s !== person.firstName) leaks.push(`${person.username} saw ${s} on ${path}`)
          if (answer.status === 200 && path === '/home' && !answer.text.includes(person.subscriberId))
            errors.push(`${person.username} /home without own data`)
        }
        if (answered < 6) unread.push(`${person.username}: ${answered} pages`)
      }),
    )
    figure(
      `isolation: ${sessions.length} concurrent sessions (${new Set(people).size} distinct members, two of them in two sessions each), ${requests} requests in ${Math.round((Date.now() - started) / 1000)} s, ${leaks.length} leaks, ${overloaded.length} gateway time-outs/failures shown as their error page, ${errors.length} other errors`,
    )
    assert.deepEqual(leaks, [])
    assert.deepEqual(errors.slice(0, 10), [])
    assert.deepEqual(unread, [], 'sessions that read fewer than 6 of their pages within 150 s')
  })

  it('fuzzing: every action and every GET page answer bad input with a 4xx and a message or a success, never a 500, and write nothing on a refusal', async () => {
    const build = await import(pathToFileURL(join(buildDir, 'server/index.js')).href)
    const routes = Object.values(build.routes)
    const pathOf = (route) => {
      const parts = []
      for (let r = route; r; r = build.routes[r.parentId]) if (r.path) parts.unshift(r.path)
      return `/${parts.join('/')}`.replace(/\/+/g, '/')
    }
    const staticRoutes = routes
      .map((route) => ({ route, path: pathOf(route) }))
      .filter(
        ({ path, route }) =>
          !/[:*]/.test(path) &&
          !(route.index === undefined && route.path === undefined && route.id === 'root'),
      )
    const actions = [
      ...new Set(staticRoutes.filter(({ route }) => route.module.action).map(({ path }) => path)),
    ]
    const pages = [
      ...new Set(staticRoutes.filter(({ route }) => route.module.loader).map(({ path }) => path)),
    ].filter((path) => !['/logout', '/healthz', '/readyz'].includes(path))
    const anonymousDoors = [
      '/login',
      '/registration',
      '/recovery/username',
      '/recovery/password',
      '/sso-landing',
      '/contact-us',
    ]
    const member = client(url(ports.a))
    const staff = client(url(ports.a))
    const anonymous = client(url(ports.a))
    const ensureMember = async () => {
      if ((await member.get('/home')).status !== 200) await member.login('iso-9')
    }
    const ensureStaff = async () => {
      if ((await staff.get('/login-as')).status !== 200) await staff.login('staff.main')
    }
    const names = [
      'intent',
      'username',
      'password',
      'subscriberId',
      'firstName',
      'lastName',
      'dateOfBirth',
      'emailAddress',
      'step',
      'token',
      'alertId',
      'returnTo',
      'groupId',
      'currentPassword',
      'newPassword',
      'confirmPassword',
      'addressLine1',
      'city',
      'zipCode',
      'country',
      'state',
      'phoneNumber',
      'option',
      'js',
      'asOfDate',
      'memberKey',
    ]
    const control = fc.string({
      unit: fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c)),
      maxLength: 40,
    })
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      control,
      fc.constantFrom(
        '',
        ' ',
        'submit',
        'continue',
        'address',
        'preferences',
        'identify',
        '../../etc/passwd',
        '<script>alert(1)</script>',
        "' OR 1=1 --",
        '2026-02-30',
        '99/99/9999',
        'null',
        '{"a":1}',
        '%00',
        '\u0000',
        '\uFFFF',
        '\uD800',
      ),
      fc.integer({ min: 1000, max: 120_000 }).map((n) => 'x'.repeat(n)),
    )
    const pairs = fc.array(
      fc.tuple(fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 12 })), value),
      { maxLength: 12 },
    )
    const body = fc.oneof(
      pairs.map((p) => ({ kind: 'urlencoded', p })),
      pairs.map((p) => ({ kind: 'multipart', p })),
      pairs.map((p) => ({ kind: 'json', p })),
      pairs.map((p) => ({ kind: 'text', p })),
      fc.constant({ kind: 'empty', p: [] }),
      fc.constant({ kind: 'bad-encoding', p: [] }),
      fc.constant({ kind: 'bad-multipart', p: [] }),
    )
    const encode = ({ kind, p }) => {
      if (kind === 'urlencoded')
        return { body: new URLSearchParams(p), type: 'application/x-www-form-urlencoded' }
      if (kind === 'multipart') {
        const form = new FormData()
        for (const [k, v] of p) form.append(k, v)
        return { body: form, type: null }
      }
      if (kind === 'json') return { body: JSON.stringify(Object.fromEntries(p)), type: 'application/json' }
      if (kind === 'text') return { body: p.map(([k, v]) => `${k}=${v}`).join('\n'), type: 'text/plain' }
      if (kind === 'bad-encoding')
        return { body: 'username=%E0%A4%A&password=%&intent=%zz', type: 'application/x-www-form-urlencoded' }
      if (kind === 'bad-multipart')
        return {
          body: '--nope\r\nContent-Disposition: form-data; name="x"\r\n\r\ny',
          type: 'multipart/form-data; boundary=other',
        }
      return { body: undefined, type: 'application/x-www-form-urlencoded' }
    }
    const stackTrace =
      /\n\s+at .+:\d+:\d+|node_modules\/|\/app\/[\w/.-]+\.tsx?:\d+|TypeError:|ReferenceError:/
    const problems = []
    const check = (label, answer) => {
      if (answer.status >= 500 || answer.status < 200) problems.push(`${label}: ${answer.status}`)
      if (answer.status >= 400 && answer.text.trim().length === 0)
        problems.push(`${label}: blank ${answer.status}`)
      if (stackTrace.test(answer.text)) problems.push(`${label}: a stack trace`)
      // Issue 42: a refused form says why (an alert, a field's message, or the catalogue's page).
      if (
        answer.status >= 400 &&
        answer.status < 500 &&
        /^\s*<!DOCTYPE html>/i.test(answer.text) &&
        !SAYS_WHY.test(answer.text)
      )
        problems.push(`${label}: a silent ${answer.status}`)
      if (answer.status >= 400) {
        const id = answer.headers.get('x-request-id')
        const writes = proxy.calls.filter(
          (c) => c.requestId === id && c.method !== 'GET' && c.status >= 200 && c.status < 300,
        )
        if (writes.length)
          problems.push(
            `${label}: ${answer.status} but the gateway accepted ${writes.map((w) => w.path).join(', ')}`,
          )
      }
    }
    const perAction = Number(process.env.HARDENING_FUZZ_RUNS ?? 12)
    const counts = {}
    for (const path of actions) {
      const who = path === '/login-as' ? staff : anonymousDoors.includes(path) ? anonymous : member
      counts[path] = 0
      await fc.assert(
        fc.asyncProperty(body, async (input) => {
          if (who === member) await ensureMember()
          if (who === staff) await ensureStaff()
          const { body: payload, type } = encode(input)
          const headers = type ? { 'content-type': type } : {}
          const answer = await who.send(path, { method: 'POST', body: payload, headers })
          counts[path] += 1
          check(`POST ${path} ${input.kind}`, answer)
          return true
        }),
        { numRuns: perAction, seed: Number(process.env.HARDENING_FUZZ_SEED ?? 13) },
      )
    }
    const query = fc.array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(
            ...names,
            'page',
            'category',
            'resource',
            'redirectTo',
            'error',
            'q',
            'suffix',
            'view',
          ),
          fc.string({ maxLength: 8 }),
        ),
        value,
      ),
      { maxLength: 6 },
    )
    let getCases = 0
    for (const path of pages) {
      await ensureMember()
      await fc.assert(
        fc.asyncProperty(query, async (q) => {
          const search = new URLSearchParams(q).toString().slice(0, 6000)
          const answer = await member.get(`${path}?${search}`)
          getCases += 1
          check(`GET ${path}?…`, answer)
          return true
        }),
        { numRuns: 3, seed: 13 },
      )
    }
    figure(
      `fuzz: ${Object.keys(counts).length} actions × ${perAction} cases (${Object.values(counts).reduce((a, b) => a + b, 0)} POSTs: ${Object.keys(counts).join(' ')}), ${pages.length} GET pages × 3 cases (${getCases} GETs), ${problems.length} problems`,
    )
    assert.deepEqual(problems.slice(0, 20), [])
    assert.equal(app.exitCode, null, 'the dashboard is still up after the fuzzing')
  })

  it('fuzzing the edges (issue 16): methods, content types, sizes, hosts and control characters on every action', async () => {
    // Every route module with an action (resource routes included) must be in this list.
    const build = await import(pathToFileURL(join(buildDir, 'server/index.js')).href)
    const withAction = Object.values(build.routes)
      .filter((route) => route.module.action)
      .map((route) => route.id)
      .sort()
    const here = url(ports.a).replace('http://', '')
    const partnerHost = `partner.localhost:${ports.a}`
    const sessions = new Map()
    /** A client signed in as `username` (on `host`; `then` after signing in) that opens `page` with 200. */
    const as =
      (username, page, host = here, then = async () => {}) =>
      async () => {
        const key = `${username}@${host}${page}`
        let c = sessions.get(key)
        if (!c) sessions.set(key, (c = host === here ? client(url(ports.a)) : client(url(ports.a), { host })))
        if ((await c.get(page)).status !== 200) {
          await c.login(username)
          await then(c)
        }
        return c
      }
    const anonymous = () => async () => client(url(ports.a))
    const registrationSteps = [
      {
        step: 'identify',
        subscriberId: 'EV1600016',
        firstName: 'Robin',
        lastName: 'Lane',
        dateOfBirth: '04/12/1985',
      },
      { step: 'preferences', emailAddress: 'robin@example.com' },
      {
        step: 'questions',
        ...{ question1: 'Q1', answer1: 'first pet', question2: 'Q2', answer2: 'portland' },
        ...{ question3: 'Q3', answer3: 'smith' },
      },
      { step: 'policies', communicationPolicy: 'on', termsOfUse: 'on' },
      { step: 'credentials' },
    ]
    const member = as('iso-9', '/home')
    const targets = [
      // Fuzzed logins fail on many usernames: from their own address, which the spraying limit
      // then holds (decision 135), not the one the other clients sign in from.
      {
        id: 'routes/login',
        path: '/login',
        ensure: async () => client(url(ports.a), { from: '127.0.0.90' }),
      },
      { id: 'routes/recovery.username', path: '/recovery/username', ensure: anonymous() },
      { id: 'routes/recovery.password', path: '/recovery/password', ensure: anonymous() },
      {
        id: 'routes/registration._index',
        path: '/registration',
        ensure: anonymous(),
        // Every step's form: a visitor who has completed the steps before it (Robin Lane, who may register).
        sources: registrationSteps.map((_, done) => {
          let visitor = null
          return {
            page: '/registration',
            ensure: async () => {
              if (visitor) return visitor
              visitor = client(url(ports.a))
              for (const step of registrationSteps.slice(0, done))
                await visitor.post('/registration?index', step)
              return visitor
            },
          }
        }),
      },
      { id: 'routes/sso-landing', path: '/sso-landing', page: null, ensure: anonymous() },
      { id: 'routes/login-as', path: '/login-as', ensure: as('staff.main', '/login-as') },
      { id: 'routes/group-selection', path: '/group-selection', ensure: as('jordan', '/group-selection') },
      { id: 'routes/update-email', path: '/update-email', ensure: as('casey', '/update-email') },
      {
        id: 'routes/registration-policies',
        path: '/registration-policies',
        host: partnerHost,
        ensure: as('harper', '/registration-policies', partnerHost),
      },
      { id: 'routes/_member.account.ebill', path: '/account/ebill', ensure: member },
      // Issue 23: the sign-out forms of the account activity page; home's staff access notice dismissal.
      {
        id: 'routes/_member.account.activity',
        path: '/account/activity',
        ensure: as('iso-9', '/account/activity'),
      },
      { id: 'routes/_member.home', path: '/home', ensure: member },
      {
        id: 'routes/_member.account.member-information',
        path: '/account/member-information',
        ensure: as('iso-9', '/account/member-information'),
      },
      {
        id: 'routes/_member.account.plan-benefits.cancel',
        path: '/account/plan-benefits/cancel',
        ensure: as('rowan', '/account/plan-benefits/cancel'),
      },
      {
        id: 'routes/_member.account.settings._index',
        path: '/account/settings',
        // Each card's form shows with ?edit=<card> (and without JavaScript).
        pages: ['preferences', 'address', 'security'].map((card) => `/account/settings?edit=${card}`),
        ensure: as('iso-9', '/account/settings'),
      },
      {
        id: 'routes/_member.account.settings.change-password',
        path: '/account/settings/change-password',
        ensure: as('iso-9', '/account/settings/change-password'),
      },
      {
        id: 'routes/_member.find-care.primary-care.$suffix.search',
        path: '/find-care/primary-care/0/search',
        ensure: as('pat', '/find-care/primary-care/0/search'),
      },
      {
        id: 'routes/_member.select-group',
        path: '/select-group',
        ensure: as('jordan', '/select-group', here, (c) =>
          c.post('/group-selection', { groupId: '10002001' }),
        ),
      },
      { id: 'routes/resources.dismiss-alert', path: '/resources/dismiss-alert', page: null, ensure: member },
      {
        id: 'routes/resources.ebill-hand-off',
        path: '/resources/ebill-hand-off',
        page: null,
        ensure: member,
      },
      {
        id: 'routes/resources.pharmacy-hand-off',
        path: '/resources/pharmacy-hand-off',
        page: null,
        ensure: member,
      },
      { id: 'routes/resources.session', path: '/resources/session', page: null, ensure: member },
      // Issue 45: the field vitals beacon (its own cases: vitals-beacon.test.mjs).
      { id: 'routes/resources.vitals', path: '/resources/vitals', page: null, ensure: anonymous() },
      // Issue 51: two-step verification and passkeys (their own cases: two-step.test.mjs). The code
      // page opens only while a sign-in waits for its second step: without one its action sends
      // the client to /login, so only its edges are fuzzed here.
      { id: 'routes/login_.two-step', path: '/login/two-step', page: null, ensure: anonymous() },
      {
        id: 'routes/_member.account.settings.two-step._index',
        path: '/account/settings/two-step',
        ensure: as('iso-9', '/account/settings/two-step'),
      },
      {
        id: 'routes/_member.account.settings.two-step.app',
        path: '/account/settings/two-step/app',
        // Its 'Set up' button pressed (a POST; the page's loader only reads), so the page shows
        // the first code's form as well.
        ensure: as('iso-9', '/account/settings/two-step/app', here, (c) =>
          c.post('/account/settings/two-step/app', { intent: 'start-setup' }),
        ),
      },
      { id: 'routes/resources.passkey-add', path: '/resources/passkey-add', page: null, ensure: member },
      // Issue 51: the device code (its own cases: device-code.test.mjs). Without a code asked for,
      // the page and its action send the client to /login, so only its edges are fuzzed here.
      { id: 'routes/verify-device', path: '/verify-device', page: null, ensure: anonymous() },
      {
        id: 'routes/resources.passkey-sign-in',
        path: '/resources/passkey-sign-in',
        page: null,
        ensure: anonymous(),
      },
    ]
    assert.deepEqual(targets.map((t) => t.id).sort(), withAction, 'every action is fuzzed')
    const logLines = () =>
      existsSync(logs[0]) ? spawnSync('cat', [logs[0]]).stdout.toString().split('\n') : []
    const logBefore = logLines().length
    const started = Date.now()
    const results = { table: {}, problems: [] }
    for (const target of targets) {
      const { table, problems } = await fuzzEdges({
        targets: [target],
        port: ports.a,
        host: target.host ?? here,
        gatewayCallsOf: (id) => (id ? proxy.calls.filter((c) => c.requestId === id) : []),
      })
      Object.assign(results.table, table)
      results.problems.push(...problems)
    }
    const unhandled = logLines()
      .slice(logBefore)
      .filter((line) => /unhandled/i.test(line))
    const summary = summaryTable(results.table)
    console.log(`[figures] fuzz of the edges, cases per action (ok/bad):\n${summary}`)
    const total = summary.split('\n').at(-1)
    figure(
      `edge fuzz: ${targets.length} actions, ${total.replace(/\s+/g, ' ')} in ${Math.round((Date.now() - started) / 1000)} s; ${unhandled.length} 'unhandled' log lines`,
    )
    for (const problem of results.problems) console.log(`[edge fuzz] ${problem}`)
    assert.deepEqual(unhandled.slice(0, 5), [], "no 'unhandled' line in the app log")
    assert.deepEqual(results.problems.slice(0, 40), [])
    assert.equal(app.exitCode, null, 'the dashboard is still up after the fuzzing')
  })
})

describe('gateway faults and graceful shutdown', { concurrency: false }, () => {
  let app
  const env = { CACHE_TTL_MS: '0', GATEWAY_TIMEOUT_MS: '1500' }
  before(async () => {
    app = await startApp({ port: ports.f, gatewayUrl: proxy.url, env, logPath: log('f') })
  })
  after(() => proxy.setMode('pass'))

  it('down, hanging, 500, garbage and a cut answer show the spec page for the status at the same address; the process stays up and recovers', async () => {
    const member = client(url(ports.f))
    // The sign-in is not what is tested here: under CI's load it once took longer than this
    // app's 1.5 s gateway time-out (408); it is tried again then.
    let landed = await member.login('iso-6')
    for (let i = 0; i < 2 && landed === 'status 408'; i++) landed = await member.login('iso-6')
    assert.equal(landed, '/home')
    const cases = [
      ['down', 503],
      ['hang', 408],
      ['500', 500],
      ['garbage', 502],
      ['cut', 502],
    ]
    const seen = []
    for (const [mode, status] of cases) {
      await proxy.setMode(mode)
      for (const path of ['/home', '/account/summary', '/account/settings']) {
        const answer = await member.get(path)
        seen.push(`${mode} ${path} -> ${answer.status}`)
        assert.equal(answer.status, status, `${mode} ${path}`)
        assert.equal(answer.location, null, 'same address')
        assert.ok(answer.text.includes(errorCode[status]), `${mode} ${path} shows the ${status} page`)
      }
      await proxy.setMode('pass')
      assert.equal((await member.get('/home')).status, 200, `recovered after ${mode}`)
      assert.equal(app.exitCode, null, 'the dashboard process is still up')
    }
    figure(`faults: ${seen.join('; ')}; recovered after each`)
  })

  it('SIGTERM finishes the request in flight, refuses new ones and exits 0; sessions survive the restart', async () => {
    const member = client(url(ports.f))
    assert.equal(await member.login('iso-7'), '/home')
    await proxy.setMode('hang')
    const inFlight = member.get('/account/summary')
    await sleep(300)
    const started = Date.now()
    app.kill('SIGTERM')
    const answer = await inFlight
    assert.equal(answer.status, 408, 'the request in flight got its answer')
    const { code } = await app.exited
    const stoppedAfter = Date.now() - started
    assert.equal(code, 0)
    assert.ok(stoppedAfter < 10_000, `stopped after ${stoppedAfter} ms`)
    await proxy.setMode('pass')
    app = await startApp({ port: ports.f, gatewayUrl: proxy.url, env, logPath: log('f') })
    assert.equal(
      (await member.get('/home')).status,
      200,
      'the embedded store kept the session across the restart',
    )
    figure(
      `shutdown: in-flight request answered ${answer.status}, exit code ${code} ${stoppedAfter} ms after SIGTERM; session survived the restart`,
    )
  })
})

describe('time-outs and attempt limits', { concurrency: false }, () => {
  let app
  before(async () => {
    app = await startApp({
      port: ports.i,
      gatewayUrl: proxy.url,
      env: { SESSION_IDLE_SECONDS: '5', SESSION_ABSOLUTE_SECONDS: '10', SESSION_IDLE_WARNING_SECONDS: '3' },
      logPath: log('i'),
    })
  })

  it('lock-out at full speed (issue 16): 30 wrong passwords for one account sent at once by one client reach the gateway fewer than 5 times', async () => {
    const tokenCalls = () => proxy.calls.filter((c) => c.path === '/api/token').length
    const before = tokenCalls()
    const outsider = client(url(ports.i))
    // Two bursts: 30 at once, then 30 more at once with the username's case and spaces changed.
    const burst = (username) =>
      Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          outsider.post('/login', { username, password: `Wrong#${i}` }).then((a) => a.status),
        ),
      )
    const first = await burst('iso-21')
    const second = await burst(' ISO-21 ')
    const gatewayTries = tokenCalls() - before
    const db = await import('better-sqlite3')
    const sqlite = new db.default(join(dataDir, 'gateway.sqlite'), { readonly: true })
    const row = sqlite.prepare('SELECT failed_attempts, status FROM users WHERE username = ?').get('iso-21')
    sqlite.close()
    const refused = [...first, ...second].filter((s) => s === 429).length
    figure(
      `lock-out at full speed: 2 bursts of 30 concurrent wrong passwords for one account from one client -> gateway asked ${gatewayTries} times, ${refused} × 429, account ${row.status} with ${row.failed_attempts} failures`,
    )
    assert.ok(gatewayTries < 5, `the gateway saw ${gatewayTries} wrong passwords`)
    assert.equal(row.status, 'ACT')
    assert.ok(row.failed_attempts <= 3, `${row.failed_attempts} failures at the gateway`)
    // The gateway never locked the account: the owner signs in from any other address (here every
    // client shares one address, which waits out its day for this username).
  })

  it('idle: the next request after the idle end lands on /login with "signed out after inactivity"; absolute: ends even when active', async () => {
    const member = client(url(ports.i))
    assert.equal(await member.login('iso-8'), '/home')
    await sleep(5_500)
    const answer = await member.get('/home')
    assert.equal(answer.status, 302)
    assert.equal(answer.location, '/login?redirectTo=%2Fhome')
    const login = await member.get(answer.location)
    assert.match(login.text, /You were signed out after 5 seconds of inactivity/)
    assert.equal((await member.get('/home')).status, 302, 'no way back with the old cookie')

    const active = client(url(ports.i))
    assert.equal(await active.login('iso-8'), '/home')
    const start = Date.now()
    while (Date.now() - start < 9_000) {
      assert.equal((await active.get('/home')).status, 200)
      await sleep(1_500)
    }
    await sleep(Math.max(0, 10_500 - (Date.now() - start)))
    const ended = await active.get('/home')
    assert.equal(ended.status, 302)
    assert.match((await active.get(ended.location)).text, /Your session ended after 10 seconds/)
  })

  it('attempt limits: 30 wrong passwords from an untrusted client are stopped with 429 before the lock-out, the gateway is not called', async () => {
    const outsider = client(url(ports.i))
    const tokenCalls = () => proxy.calls.filter((c) => c.path === '/api/token').length
    const before = tokenCalls()
    const statuses = []
    let retryAfter = null
    for (let i = 0; i < 30; i++) {
      // A spoofed X-Forwarded-For changes nothing: no proxy is trusted.
      const answer = await outsider.post(
        '/login',
        { username: 'iso-20', password: `Wrong#${i}` },
        { headers: { 'x-forwarded-for': `203.0.113.${i}` } },
      )
      statuses.push(answer.status)
      if (answer.status === 429) {
        retryAfter ??= answer.headers.get('retry-after')
        // Decision 135: no wait to count down; the untrusted share is spent until the next sign-in.
        assert.match(answer.text, /cannot be signed in to from this device right now/)
      }
    }
    const gatewayTries = tokenCalls() - before
    assert.equal(gatewayTries, 3, 'the gateway saw 3 of 30 attempts')
    assert.equal(statuses.filter((s) => s === 429).length, 27, statuses.join(','))
    assert.equal(
      retryAfter,
      null,
      'no Retry-After: waiting does not help, Forgot password or a trusted device does',
    )
    // The owner still signs in from another address? Not here: one address. The account is not locked.
    const db = await import('better-sqlite3')
    const sqlite = new db.default(join(dataDir, 'gateway.sqlite'), { readonly: true })
    const row = sqlite.prepare('SELECT failed_attempts, status FROM users WHERE username = ?').get('iso-20')
    sqlite.close()
    assert.equal(row.status, 'ACT')
    assert.ok(row.failed_attempts <= 3)
    // Many usernames from one address: held after 10 different usernames (decision 135).
    const spray = []
    for (let i = 0; i < 25; i++)
      spray.push((await outsider.post('/login', { username: `nobody-${i}`, password: 'Wrong#1' })).status)
    // (at most 10 of them reach the gateway; fewer when the address failed on others before)
    assert.ok(spray.filter((s) => s === 429).length >= 15, spray.join(','))
    // Recovery: every request counts.
    const recovery = []
    for (let i = 0; i < 4; i++)
      recovery.push((await outsider.post('/recovery/password', { username: 'riley' })).status)
    assert.equal(recovery[3], 429)
    assert.equal(app.exitCode, null)
    figure(
      `limits: 30 wrong passwords for one username -> gateway asked ${gatewayTries} times, ${statuses.filter((s) => s === 429).length} answered 429 (Retry-After ${retryAfter} s), account ${row.status} with ${row.failed_attempts} failures; 25 usernames -> ${spray.filter((s) => s === 429).length} × 429; recovery 4th request ${recovery[3]}`,
    )
  })
})

describe('two instances on Redis', { concurrency: false }, () => {
  let redis
  before(async () => {
    const server = existsSync('/usr/bin/redis-server') ? '/usr/bin/redis-server' : installRedis()
    redis = spawn(
      server,
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    )
    await sleep(300)
    const env = { REDIS_URL: `redis://127.0.0.1:${redisPort}/0`, COOKIE_SECURE: 'true' }
    await Promise.all([
      startApp({ port: ports.r1, gatewayUrl: proxy.url, env, logPath: log('r1') }),
      startApp({ port: ports.r2, gatewayUrl: proxy.url, env, logPath: log('r2') }),
    ])
  })
  after(() => redis?.kill('SIGTERM'))

  it('a session, a settings change, a logout and the attempt counts on one instance are seen by the next request on the other', async () => {
    const one = client(url(ports.r1))
    assert.equal(await one.login('avery'), '/home')
    const two = client(url(ports.r2))
    two.jar.set('__session', one.jar.get('__session'))
    const home = await two.get('/home')
    assert.equal(home.status, 200, 'the session opened on instance 1 works on instance 2')
    assert.ok(home.headers.get('strict-transport-security'), 'HSTS with Secure cookies')
    // Warm instance 2's cache, change the address on instance 1, read it on instance 2.
    const marker = `${Date.now() % 100000} Redis Way`
    assert.ok(!(await two.get('/account/settings')).text.includes(marker))
    const saved = await one.post('/account/settings', {
      intent: 'address',
      addressLine1: marker,
      city: 'Portland',
      country: 'US',
      state: 'OR',
      zipCode: '97202',
      phoneNumber: '503-555-0142',
    })
    const alerts = (saved.text.match(/(?:role="alert"|-error")[^>]*>[^<]+/g) ?? []).join(' | ')
    assert.equal(saved.status, 302, alerts)
    assert.ok(
      (await two.get('/account/settings')).text.includes(marker),
      'instance 2 shows the change at once',
    )
    // Logout on 1: the cookie opens nothing on 2.
    const cookie = one.jar.get('__session')
    await one.get('/logout')
    const replay = client(url(ports.r2))
    replay.jar.set('__session', cookie)
    assert.equal((await replay.get('/home')).status, 302)
    // Attempt counts are shared: 3 failures split over both, the 4th is refused on either.
    const a = client(url(ports.r1))
    const b = client(url(ports.r2))
    const s = []
    s.push((await a.post('/login', { username: 'iso-31', password: 'Wrong#1' })).status)
    s.push((await b.post('/login', { username: 'iso-31', password: 'Wrong#2' })).status)
    s.push((await a.post('/login', { username: 'iso-31', password: 'Wrong#3' })).status)
    s.push((await b.post('/login', { username: 'iso-31', password: 'Wrong#4' })).status)
    assert.equal(s[3], 429)
    figure(
      `redis: session from instance 1 opened on 2 (${home.status}); address changed on 1 seen on 2 at once; logout on 1 -> 302 on 2; login attempts over both ${s.join(',')}`,
    )
  })
})

describe('logs', () => {
  it('one JSON line per request, never a token, password, cookie or member identifier', async () => {
    const identifiers = memberIdentifiers([join(dataDir, 'gateway.sqlite')])
    const problems = checkLogs(logs, identifiers)
    const lines = logs
      .filter(existsSync)
      .flatMap((file) => spawnSync('cat', [file]).stdout.toString().split('\n').filter(Boolean))
    const requestLines = lines.filter((line) => JSON.parse(line).msg === 'request').length
    figure(
      `logs: ${lines.length} lines (${requestLines} request lines) from ${logs.length} app logs checked against ${identifiers.length} member identifiers: ${problems.length} problems`,
    )
    assert.deepEqual(problems.slice(0, 10), [])
    assert.ok(requestLines > 100)
    assert.ok(readdirSync(dataDir).length > 0)
  })
})

/**
 * Debian's redis-server, installed like Chromium when missing (as root on Debian). `npm test` runs
 * this suite beside the end-to-end tests, whose runner may be installing Chromium at the same
 * moment (and CI prepares the image check's base image meanwhile): apt waits for the other's lock.
 */
function installRedis() {
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    const wait = '-o DPkg::Lock::Timeout=600'
    const r = spawnSync(
      'bash',
      [
        '-c',
        `apt-get update -qq ${wait} && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${wait} redis-server`,
      ],
      { stdio: 'inherit' },
    )
    if (r.status === 0 && existsSync('/usr/bin/redis-server')) return '/usr/bin/redis-server'
  }
  throw new Error("redis-server not found: install Debian's redis-server")
}

export { waitFor }
