/**
 * Issue 51 on the built app (`npm run test:hardening`), decision 233: a client's mistakes answer
 * in words and are not logged as our errors. GET or HEAD on a resource route that only takes POST,
 * `/sso-landing`'s Continue with a token revoked meanwhile, a refused eBill hand-off: no JSON 404,
 * no 'unhandled' line, nothing at error level. Ports HARDENING_PORT_BASE + 56..57, data in
 * data/hardening-<base>-client-mistakes.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import { client, figure, fileGateway, handedOverToken, portBase, root, startApp } from './harness.mjs'

const dir = join(root, `data/hardening-${portBase}-client-mistakes`)
const ports = { gateway: portBase + 56, app: portBase + 57 }
const base = `http://localhost:${ports.app}`
const logPath = join(dir, 'app.log')
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

fileGateway({ dir, port: ports.gateway })

describe("a client's mistakes (issue 51)", { concurrency: false }, () => {
  before(async () => {
    await startApp({
      port: ports.app,
      gatewayUrl: `http://127.0.0.1:${ports.gateway}/api`,
      env: { SESSION_STORE_DIR: join(dir, 'sessions') },
      logPath,
    })
  })

  it('GET and HEAD on an action-only resource route: the 405 page in words, Allow: POST', async () => {
    const visitor = client(base, { from: '127.0.0.160' })
    const seen = []
    for (const path of ['/resources/vitals', '/resources/dismiss-alert'])
      for (const method of ['GET', 'HEAD']) {
        const answer = await visitor.send(path, { method })
        assert.equal(answer.status, 405, `${method} ${path}`)
        assert.equal(answer.headers.get('allow'), 'POST')
        assert.match(answer.headers.get('content-type') ?? '', /text\/html/)
        if (method === 'GET') assert.match(answer.text, /Error code: 405 Method not allowed/)
        seen.push(`${method} ${path} ${answer.status}`)
      }
    figure(`action-only resource routes: ${seen.join('; ')}`)
  })

  it("a refused eBill hand-off and /sso-landing's Continue with a revoked token are answered, and logged below error", async () => {
    // taylor's coverage ended: no eBill for her, so its hand-off is refused.
    const taylor = client(base, { from: '127.0.0.161' })
    assert.equal(await taylor.login('taylor'), '/home')
    assert.equal((await taylor.post('/resources/ebill-hand-off', {})).status, 403)
    // rowan's token handed over to /sso-landing, then revoked by her logout before Continue.
    const rowan = client(base, { from: '127.0.0.162' })
    assert.equal(await rowan.login('rowan'), '/home')
    const token = await handedOverToken(rowan)
    const other = client(base, { from: '127.0.0.163' })
    assert.equal((await other.post('/sso-landing', { token })).status, 200)
    await rowan.get('/logout')
    const continued = await other.get('/sso-landing')
    assert.ok([302, 303].includes(continued.status), `Continue answers ${continued.status}`)

    await sleep(300) // the log is written as the answers go out
    const lines = readFileSync(logPath, 'utf8').split('\n').filter(Boolean)
    const serious = lines.filter((line) => /"level":(50|60)|"level":"(error|fatal)"/.test(line))
    assert.deepEqual(serious, [], 'no error-level line')
    assert.ok(!lines.some((line) => /unhandled/.test(line)), "no 'unhandled' line")
    const refused = lines.filter((line) => /"msg":"refused"|only POST/.test(line))
    figure(
      `client mistakes: ${lines.length} log lines, none at error level; ${refused.length} refusals logged below it`,
    )
  })
})
