/**
 * The gateway client on real sockets (msw would stand in for the sockets themselves): a kept
 * socket the gateway closed, a cut answer, a time-out, a PDF stream.
 */
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemberCache } from './cache.server'
import { createMemberApi } from './client.server'
import { anything } from './transport.server'
import { preferences } from '../../../tests/fake-gateway'

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** A gateway on a free loopback port; `handle` gets each request with its socket's request count. */
async function gateway(handle: (res: ServerResponse, socket: Socket, nth: number, path: string) => void) {
  const seen = new WeakMap<Socket, number>()
  server = createServer((req, res) => {
    const nth = (seen.get(req.socket) ?? 0) + 1
    seen.set(req.socket, nth)
    handle(res, req.socket, nth, req.url ?? '')
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return createMemberApi('tok', {
    baseUrl: `http://127.0.0.1:${port}/api`,
    timeoutMs: 500,
    cache: createMemberCache({ ttlMs: 0, max: 10 }),
  })
}

const json = (res: ServerResponse, body: unknown) => {
  res.writeHead(200, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

describe('gateway client on real sockets', () => {
  it('keeps the socket for the next call, and sends a GET again when the kept socket was closed', async () => {
    const sockets = new Set<Socket>()
    const api = await gateway((res, socket, nth) => {
      sockets.add(socket)
      // The second request on a socket: the gateway has closed it (as an idle keep-alive ends).
      if (nth === 2) return socket.destroy()
      json(res, preferences('avery@example.com'))
    })
    expect((await api.preferences()).emailAddress).toBe('avery@example.com')
    expect((await api.preferences()).emailAddress).toBe('avery@example.com')
    // The first socket was kept and tried again; the retry went on a second, fresh one.
    expect(sockets.size).toBe(2)
  })

  it('a cut answer is a 502, a gateway that does not answer in time a 408', async () => {
    const api = await gateway((res, socket, _nth, path) => {
      if (path.endsWith('/account/preferences')) {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '500' })
        res.write('{"emailAddress":')
        setTimeout(() => socket.destroy(), 20)
      }
      // Anything else is never answered.
    })
    await expect(api.preferences()).rejects.toMatchObject({ status: 502 })
    await expect(api.client.get('never-answered', anything)).rejects.toMatchObject({ status: 408 })
  })

  it('hands a PDF on as a stream with its headers', async () => {
    const api = await gateway((res) => {
      res.writeHead(200, {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="eob.pdf"',
      })
      res.end('%PDF-1.4 eob')
    })
    const response = await api.eobDocument('E1')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="eob.pdf"')
    expect(await response.text()).toBe('%PDF-1.4 eob')
  })
})
