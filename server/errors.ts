import type { ZodType, ZodTypeDef } from 'zod'
import {
  CONTROL_CHARACTERS_MESSAGE,
  controlCharacterPath,
  type GatewayErrorBody,
} from '@member-dashboard/contract'

/** An error answered as the contract's `gatewayErrorBody`. */
export class GatewayError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Pick<GatewayErrorBody, 'errorType' | 'errorData'> = {},
  ) {
    super(message)
  }

  get body(): GatewayErrorBody {
    return { status: this.status, message: this.message, ...this.extra }
  }
}

export const badRequest = (message: string) => new GatewayError(400, message)
export const unauthorized = (message = 'Unauthorized') => new GatewayError(401, message)
export const forbidden = (message: string) => new GatewayError(403, message)
export const notFound = (message: string) => new GatewayError(404, message)
export const conflict = (message: string) => new GatewayError(409, message)

/**
 * Parses input with a contract schema; a mismatch is a 400 naming the first problem. A string
 * holding a control or bidi-override character, in any field, is refused too (the contract's
 * `controlCharacterPath`, decision 100): nothing stores what the dashboard's forms refuse.
 */
export function parseInput<T>(schema: ZodType<T, ZodTypeDef, unknown>, value: unknown, what = 'request'): T {
  const result = schema.safeParse(value ?? {})
  if (result.success) {
    const path = controlCharacterPath(result.data)
    if (path)
      throw badRequest(
        `Invalid ${what}${path.length ? ` (${path.join('.')})` : ''}: ${CONTROL_CHARACTERS_MESSAGE}`,
      )
    return result.data
  }
  const issue = result.error.issues[0]
  const where = issue.path.length ? ` (${issue.path.join('.')})` : ''
  throw badRequest(`Invalid ${what}${where}: ${issue.message}`)
}
