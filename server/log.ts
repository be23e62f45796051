import type { FastifyReply, FastifyRequest } from 'fastify'

export type LogWrite = (line: string) => void

export const stdoutWrite: LogWrite = (line) => {
  process.stdout.write(line)
}

const JWT_LIKE = /eyJ[\w-]*\.[\w-]*\.[\w-]*/g

/** The path without its query string; anything shaped like a JWT is masked. */
export function logPath(url: string): string {
  const q = url.indexOf('?')
  return (q === -1 ? url : url.slice(0, q)).replace(JWT_LIKE, '[redacted]')
}

/** One JSON line per request: method, path, status, duration. No headers, bodies, queries or tokens. */
export function requestLogger(write: LogWrite) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    write(
      `${JSON.stringify({
        time: new Date().toISOString(),
        level: 'info',
        method: request.method,
        path: logPath(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 100) / 100,
      })}\n`,
    )
    done()
  }
}

export function logEvent(write: LogWrite, level: 'info' | 'warn' | 'error', msg: string, extra = {}) {
  write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...extra })}\n`)
}
