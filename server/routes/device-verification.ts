import {
  deviceCodeRequest,
  deviceCodeVerifyRequest,
  deviceVerificationPaths,
} from '@member-dashboard/contract'
import { clientDevice } from '../activity'
import type { RouteModule } from '../context'
import { createDeviceCodes } from '../device-codes'
import { parseInput } from '../errors'

/**
 * `POST auth/device-code` and `POST auth/device-code/verify` (issue 51,
 * contract/src/device-verification.ts): public, as the login is.
 */
export const deviceVerificationRoutes: RouteModule = (app, ctx) => {
  const codes = createDeviceCodes(ctx)
  app.post(`/${deviceVerificationPaths.sendCode}`, { config: { public: true } }, async (request) => {
    const body = parseInput(deviceCodeRequest, request.body, 'device code request')
    return codes.send(body.domainId, body.username, clientDevice(request))
  })
  app.post(`/${deviceVerificationPaths.verifyCode}`, { config: { public: true } }, async (request) => {
    const body = parseInput(deviceCodeVerifyRequest, request.body, 'device code')
    await codes.verify(body.domainId, body.username, body.code, clientDevice(request))
    return { verified: true }
  })
}
