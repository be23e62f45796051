/** Registration and recovery calls (signed out). */
import type { z } from 'zod'
import * as c from '@member-dashboard/contract'
import { anything, type GatewayClient } from '../transport.server'

export function registrationApi({ write }: GatewayClient) {
  const p = c.paths
  return {
    register: (body: c.RegistrationState) => write('POST', p.registration, anything, { body }),
    validateRegistration: (body: z.infer<typeof c.registrationValidationRequest>) =>
      write('POST', p.registrationValidation, c.registrationValidationResponse, { body }),
    forgotUsername: (body: z.infer<typeof c.forgotUsernameRequest>) =>
      write('POST', p.forgotUsername, c.recoveryResponse, { body }),
    forgotPassword: (body: z.infer<typeof c.forgotPasswordRequest>) =>
      write('POST', p.forgotPassword, c.recoveryResponse, { body }),
  }
}
