/** What the app server (app-server/) hands to every loader and action (decision 070). */
export type DashboardLoadContext = {
  /** The content security policy's nonce for this response's inline scripts. */
  cspNonce?: string
  /** The id of this request in the logs; also sent to the gateway as x-request-id. */
  requestId?: string
}

declare module '@remix-run/node' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends DashboardLoadContext {}
}
