/** A failed gateway call: the HTTP status (408 for a time-out, 503 when unreachable, 502 for a bad answer). */
export class GatewayError extends Error {
  readonly status: number
  readonly path: string
  readonly method: string
  /** The gateway's error body when it sent one (message, errorType, errorData). */
  readonly body: { message?: string; errorType?: string; errorData?: { attemptsRemaining?: number } } | null
  /**
   * A call that got no answer: 'not-sent' (no connection was made), 'cut' (the connection failed
   * after the request may have reached the gateway); null when the gateway answered or timed out.
   */
  readonly unanswered: 'not-sent' | 'cut' | null

  constructor(input: {
    status: number
    path: string
    method: string
    body?: GatewayError['body']
    message?: string
    unanswered?: 'not-sent' | 'cut' | null
  }) {
    super(input.message ?? `Gateway ${input.method} ${input.path} failed with ${input.status}`)
    this.name = 'GatewayError'
    this.status = input.status
    this.path = input.path
    this.method = input.method
    this.body = input.body ?? null
    this.unanswered = input.unanswered ?? null
  }
}

export function isGatewayError(error: unknown): error is GatewayError {
  return error instanceof GatewayError
}
