/**
 * Issue 51: a client's mistakes are not the app's errors. A GET on a resource route that only
 * takes POST answers 405 with Allow: POST (the app server shows the 405 page in words), and a
 * route's own refusal is logged at info (4xx) or warn (5xx), never 'unhandled' at error level.
 */
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from '@remix-run/router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { handleError } from '~/entry.server'
import { loader as vitalsLoader } from '~/routes/resources.vitals'
import { loader as dismissAlertLoader } from '~/routes/resources.dismiss-alert'
import { loader as passkeyAddLoader } from '~/routes/resources.passkey-add'
import { loader as passkeySignInLoader } from '~/routes/resources.passkey-sign-in'

afterEach(() => vi.restoreAllMocks())

describe('GET on a resource route that only takes POST', () => {
  it.each([
    ['/resources/vitals', vitalsLoader],
    ['/resources/dismiss-alert', dismissAlertLoader],
    ['/resources/passkey-add', passkeyAddLoader],
    ['/resources/passkey-sign-in', passkeySignInLoader],
  ])('%s answers 405 with Allow: POST', (_path, loader) => {
    let thrown: unknown
    try {
      loader()
    } catch (error) {
      thrown = error
    }
    const response = thrown as Response
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
  })
})

describe('handleError', () => {
  const request = new Request('http://localhost/resources/vitals')
  const lines = () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    return { info, warn, error }
  }

  it.each([405, 404, 403, 400])("logs a route's own %s refusal at info, never as 'unhandled'", (status) => {
    const log = lines()
    handleError(new ErrorResponse(status, '', null), { request })
    expect(log.error).not.toHaveBeenCalled()
    expect(JSON.parse(String(log.info.mock.calls[0][0]))).toMatchObject({ level: 'info', status })
  })

  it('logs a deliberate 5xx refusal at warn', () => {
    const log = lines()
    handleError(new ErrorResponse(503, '', null), { request })
    expect(log.error).not.toHaveBeenCalled()
    expect(log.warn).toHaveBeenCalledOnce()
  })

  it("logs a real error at error level as 'unhandled'", () => {
    const log = lines()
    handleError(new TypeError('boom'), { request })
    expect(JSON.parse(String(log.error.mock.calls[0][0]))).toMatchObject({ level: 'error', msg: 'unhandled' })
  })
})
