/**
 * Device verification calls (issue 51, contract/src/device-verification.ts): a code to the e-mail
 * on file, and its check. Without a token (signed out); the transport passes the browser's user
 * agent, so the account activity names the device.
 */
import * as c from '@member-dashboard/contract'
import type { GatewayClient } from '../transport.server'

export function deviceVerificationApi({ write }: GatewayClient) {
  return {
    sendDeviceCode: (body: c.DeviceCodeRequest) =>
      write('POST', c.deviceVerificationPaths.sendCode, c.deviceCodeAnswer, { body }),
    verifyDeviceCode: (body: c.DeviceCodeVerifyRequest) =>
      write('POST', c.deviceVerificationPaths.verifyCode, c.deviceCodeVerified, { body }),
  }
}
