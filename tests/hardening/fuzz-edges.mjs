/**
 * Issue 16's fuzz of the edges, on every action (hardening.test.mjs runs it): for each POST target
 * it states the expected answer and counts good and bad cases per action and kind.
 * - methods: PUT, DELETE, PATCH, TRACE, OPTIONS -> 405 with an Allow header, no gateway call;
 * - content types: JSON, text/plain, none -> 415 with a readable page, no gateway call;
 * - sizes: an urlencoded and a multipart body of 1 MB -> 413, no gateway call;
 * - hosts: an unknown Host (POST and GET) -> 421 or 400, no gateway call;
 * - control characters: NUL and U+202E (right-to-left override) in every text field of every
 *   POST form the page renders (the other fields as rendered) -> 200 or 4xx with the field
 *   message, never a redirect or 5xx, and no write accepted by the gateway.
 */
import { request as httpRequest } from 'node:http'

const CONTROL_VALUES = [
  ['NUL', 'Main\u0000St'],
  ['RLO', 'abc\u202Egpj.exe'],
]
const TEXT_TYPES = new Set(['text', 'email', 'password', 'tel', 'search', 'url', 'number', 'date'])
const MB = 1024 * 1024

const attr = (attrs, name) => {
  const m = attrs.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))
  return m ? decode(m[1]) : null
}
const decode = (s) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** The POST forms of a page: where each posts, its fields as rendered, and its text fields. */
export function postForms(html, pagePath) {
  const forms = []
  for (const m of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    if (!/method="post"/i.test(m[1])) continue
    const action = attr(m[1], 'action') ?? pagePath
    const inner = m[2]
    const values = []
    const text = []
    const radios = new Map()
    for (const i of inner.matchAll(/<input\b([^>]*)>/gi)) {
      const a = i[1]
      const name = attr(a, 'name')
      if (!name) continue
      const type = (attr(a, 'type') ?? 'text').toLowerCase()
      const value = attr(a, 'value') ?? ''
      if (type === 'radio') {
        if (/\schecked(=|\s|$)/i.test(a)) radios.set(name, value)
        else if (!radios.has(name)) radios.set(name, value)
        continue
      }
      if (type === 'checkbox') {
        if (/\schecked(=|\s|$)/i.test(a)) values.push([name, value || 'on'])
        continue
      }
      if (['submit', 'button', 'file', 'image', 'reset'].includes(type)) continue
      values.push([name, value])
      if (TEXT_TYPES.has(type) && !text.includes(name)) text.push(name)
    }
    for (const t of inner.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/gi)) {
      const name = attr(t[1], 'name')
      if (!name) continue
      values.push([name, decode(t[2])])
      if (!text.includes(name)) text.push(name)
    }
    for (const s of inner.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/gi)) {
      const name = attr(s[1], 'name')
      if (!name) continue
      const options = [...s[2].matchAll(/<option\b([^>]*)>/gi)].map((o) => o[1])
      const chosen = options.find((o) => /\sselected/i.test(o)) ?? options.find((o) => attr(o, 'value'))
      values.push([name, chosen ? (attr(chosen, 'value') ?? '') : ''])
    }
    for (const [name, value] of radios) values.push([name, value])
    const button = [...inner.matchAll(/<button\b([^>]*)>/gi)]
      .map((b) => b[1])
      .find((b) => attr(b, 'name') && !/type="button"/i.test(b))
    if (button) values.push([attr(button, 'name'), attr(button, 'value') ?? ''])
    forms.push({ action, values, text })
  }
  return forms
}

/** One request with node:http (any method, any Host); answers once the response is read. */
export function raw(port, { method, path, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    let answered = false
    const req = httpRequest(
      // A new connection each time (agent: false): a refusal may close it without reading the body.
      { host: '127.0.0.1', port, method, path, headers, setHost: !headers.host, agent: false },
      (res) => {
        answered = true
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (c) => (text += c))
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }))
        res.on('error', () => resolve({ status: res.statusCode, headers: res.headers, text }))
      },
    )
    req.setTimeout(60_000, () => req.destroy(new Error('time-out')))
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    if (body !== undefined) req.end(body)
    else req.end()
  })
}

/**
 * Runs every case on every target. `targets`: [{ path, ensure: async () => client, port,
 * host }] where `client` is the harness client (cookies) already able to open the page.
 * `gatewayCallsOf(requestId)` lists the gateway calls made for one request.
 */
export async function fuzzEdges({ targets, port, host, gatewayCallsOf }) {
  const table = {}
  const problems = []
  const origin = `http://${host}`
  const note = (path, kind, good, label) => {
    const row = (table[path] ??= {})
    const cell = (row[kind] ??= { good: 0, bad: 0 })
    if (good) cell.good += 1
    else {
      cell.bad += 1
      problems.push(`${path} ${label}`)
    }
  }
  const quietGateway = (answer) => gatewayCallsOf(answer.headers['x-request-id']).length === 0
  const readable = (answer) => answer.text.trim().length > 0 && !/\n\s+at .+:\d+:\d+/.test(answer.text)

  for (const target of targets) {
    const who = await target.ensure()
    const cookie = who.cookieHeader()
    const base = { cookie, origin, host }
    const form = 'intent=submit&username=fuzz'
    const tryCase = async (kind, label, send, expect) => {
      let answer
      try {
        answer = await send()
      } catch (error) {
        return note(target.path, kind, false, `${label}: ${error.message}`)
      }
      const verdict = expect(answer)
      note(target.path, kind, verdict === true, `${label}: ${verdict === true ? '' : verdict}`)
    }

    for (const method of ['PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS']) {
      await tryCase(
        'methods',
        method,
        () =>
          raw(port, {
            method,
            path: target.path,
            headers: { ...base, 'content-type': 'application/x-www-form-urlencoded' },
            body: method === 'TRACE' ? undefined : form,
          }),
        (a) =>
          a.status !== 405
            ? `${a.status} (want 405)`
            : !/\bPOST\b/.test(a.headers.allow ?? '')
              ? `405 with Allow '${a.headers.allow ?? ''}'`
              : quietGateway(a) || 'the gateway was called',
      )
    }

    for (const [name, type, body] of [
      ['JSON', 'application/json', '{"username":"fuzz","intent":"submit"}'],
      ['text/plain', 'text/plain', 'username=fuzz\nintent=submit'],
      ['no type', null, 'username=fuzz&intent=submit'],
    ]) {
      await tryCase(
        'types',
        name,
        () =>
          raw(port, {
            method: 'POST',
            path: target.path,
            headers: type ? { ...base, 'content-type': type } : base,
            body,
          }),
        (a) =>
          a.status !== 415
            ? `${a.status} (want 415)`
            : !readable(a)
              ? 'a blank or unreadable 415'
              : quietGateway(a) || 'the gateway was called',
      )
    }

    const big = 'x'.repeat(MB)
    const boundary = 'fuzzboundary16'
    for (const [name, type, body] of [
      ['1 MB urlencoded', 'application/x-www-form-urlencoded', `intent=submit&username=${big}`],
      [
        '1 MB multipart',
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\nContent-Disposition: form-data; name="username"\r\n\r\n${big}\r\n--${boundary}--\r\n`,
      ],
    ]) {
      await tryCase(
        'sizes',
        name,
        () =>
          raw(port, { method: 'POST', path: target.path, headers: { ...base, 'content-type': type }, body }),
        (a) =>
          a.status !== 413
            ? `${a.status} (want 413)`
            : a.text.length > 64 * 1024
              ? `413 answered with ${a.text.length} characters`
              : quietGateway(a) || 'the gateway was called',
      )
    }

    for (const method of ['POST', 'GET']) {
      await tryCase(
        'hosts',
        `${method} Host: evil.example`,
        () =>
          raw(port, {
            method,
            path: target.path,
            headers: {
              cookie,
              host: 'evil.example',
              ...(method === 'POST'
                ? { origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' }
                : {}),
            },
            body: method === 'POST' ? form : undefined,
          }),
        (a) =>
          ![421, 400].includes(a.status)
            ? `${a.status} (want 421 or 400)`
            : quietGateway(a) || 'the gateway was called',
      )
    }

    // Control characters in every text field of every POST form of the page.
    // Where the forms are: `sources` ({ page, ensure }, e.g. one per registration step), else
    // `pages` (default the action's own path) opened with the target's client.
    if (target.page === null) continue
    const sources =
      target.sources ?? (target.pages ?? [target.path]).map((page) => ({ page, ensure: target.ensure }))
    const forms = []
    for (const source of sources) {
      const page = await (await source.ensure()).get(source.page)
      if (page.status === 200)
        forms.push(...postForms(page.text, source.page).map((f) => ({ ...f, ensure: source.ensure })))
      else problems.push(`${target.path}: its page ${source.page} answered ${page.status}`)
    }
    for (const f of forms) {
      for (const field of f.text) {
        for (const [valueName, value] of CONTROL_VALUES) {
          const c = await f.ensure()
          const values = f.values.map(([n, v]) => [n, n === field ? value : v])
          await tryCase(
            'control',
            `${field}=${valueName} (${new URLSearchParams(values.filter(([n]) => n === 'intent')).toString() || 'form'})`,
            async () => {
              const a = await c.post(f.action, new URLSearchParams(values))
              return { ...a, headers: Object.fromEntries(a.headers) }
            },
            (a) => {
              if (a.status >= 300 && a.status < 400) return `${a.status} to ${a.location} (accepted)`
              if (a.status >= 500) return `${a.status}`
              const writes = gatewayCallsOf(a.headers['x-request-id']).filter(
                (call) => call.method !== 'GET' && call.status >= 200 && call.status < 300,
              )
              if (writes.length) return `stored: the gateway accepted ${writes.map((w) => w.path).join(', ')}`
              if (!/control character/i.test(a.text)) return `${a.status} without the field message`
              return true
            },
          )
        }
      }
    }
    const row = (table[target.path] ??= {})
    row.fields = forms.reduce((n, f) => n + f.text.length, 0)
  }
  return { table, problems }
}

/** The summary table: cases per action and kind, good/bad. */
export function summaryTable(table) {
  const kinds = ['methods', 'types', 'sizes', 'hosts', 'control']
  const cell = (c) => (c ? `${c.good}/${c.bad}` : '-')
  const lines = [
    ['action', ...kinds.map((k) => `${k} ok/bad`), 'text fields', 'total ok/bad'],
    ...Object.entries(table).map(([path, row]) => {
      const good = kinds.reduce((n, k) => n + (row[k]?.good ?? 0), 0)
      const bad = kinds.reduce((n, k) => n + (row[k]?.bad ?? 0), 0)
      return [path, ...kinds.map((k) => cell(row[k])), String(row.fields ?? 0), `${good}/${bad}`]
    }),
  ]
  const totals = kinds.map((k) =>
    Object.values(table).reduce(
      (t, row) => ({ good: t.good + (row[k]?.good ?? 0), bad: t.bad + (row[k]?.bad ?? 0) }),
      { good: 0, bad: 0 },
    ),
  )
  const good = totals.reduce((n, t) => n + t.good, 0)
  const bad = totals.reduce((n, t) => n + t.bad, 0)
  const fields = Object.values(table).reduce((n, row) => n + (row.fields ?? 0), 0)
  lines.push(['TOTAL', ...totals.map(cell), String(fields), `${good}/${bad}`])
  const widths = lines[0].map((_, i) => Math.max(...lines.map((l) => l[i].length)))
  return lines.map((l) => l.map((v, i) => v.padEnd(widths[i])).join('  ')).join('\n')
}
