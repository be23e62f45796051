/**
 * Whether a response's cookies carry `Secure` (decision 240). Pure: no I/O.
 *
 * `COOKIE_SECURE` is `true` (always), `false` (never) or `auto`: Secure whenever the request came
 * over HTTPS, and on plain HTTP too, except to a loopback host (`localhost`, `*.localhost`,
 * 127.0.0.0/8, `[::1]`). WebKit (Safari) drops a Secure cookie sent over plain `http://localhost`
 * where Chromium and Firefox keep it, so with Secure cookies everywhere `npm start` could not sign
 * in in Safari. A loopback host never leaves the machine; any other host over plain HTTP still
 * gets Secure cookies, which a browser then refuses, as it should.
 */
export type CookieSecureMode = 'true' | 'false' | 'auto'

/** Loopback host names: RFC 6761 reserves `localhost` and its subdomains for this machine. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  if (host === 'localhost' || host.endsWith('.localhost')) return true
  if (host === '[::1]' || host === '::1') return true
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
}

/** The mode when COOKIE_SECURE is not set: production with a real gateway is `true`. */
export function defaultCookieSecureMode(options: {
  production: boolean
  sandbox: boolean
}): CookieSecureMode {
  if (options.production) return options.sandbox ? 'auto' : 'true'
  return 'false'
}

/** Whether this request's cookies are Secure under `mode`. */
export function cookiesSecureFor(mode: CookieSecureMode, request: { https: boolean; hostname: string }) {
  if (mode !== 'auto') return mode === 'true'
  return request.https || !isLoopbackHost(request.hostname)
}

/** One Set-Cookie value without its `Secure` attribute (the cookies are made Secure, decision 240). */
export function withoutSecure(setCookie: string): string {
  return setCookie
    .split(';')
    .filter((attribute) => attribute.trim().toLowerCase() !== 'secure')
    .join(';')
}
