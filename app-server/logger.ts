/**
 * The one logger (pino): one JSON line per request and the server's own events. Never a token,
 * password, cookie, query string or member identifier: request lines carry the method, the path
 * with long numbers masked, the status, the duration and the request id (decision 070).
 */
import pino from 'pino'

export function createLogger(level: string) {
  return pino({
    level,
    base: { service: 'dashboard' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // Belt and braces: should anything log a request or headers, these never reach the line.
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'headers.cookie',
        'headers.authorization',
        'res.headers["set-cookie"]',
        'password',
        'token',
      ],
      censor: '[redacted]',
    },
  })
}

export type Logger = ReturnType<typeof createLogger>

/**
 * A path fit for a log line: no query, and any segment with a run of 5 or more digits (member,
 * subscriber, claim or group numbers) replaced by ':n'.
 */
export function loggablePath(url: string) {
  const path = url.split('?')[0].split('#')[0]
  return path
    .split('/')
    .map((segment) => (/\d{5,}/.test(decodeSafely(segment)) ? ':n' : segment))
    .join('/')
    .slice(0, 200)
}

function decodeSafely(segment: string) {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
