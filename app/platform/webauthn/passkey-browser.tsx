/**
 * What the passkey buttons share in the browser (issue 51, decision 236): whether this browser can
 * use a passkey at all, the WebAuthn library loaded only when a member asks for a passkey (so no
 * page pays for it up front), and the one way the buttons post to their resource routes. A .tsx,
 * as browser code that calls `fetch` (like `~/ui/idle-warning.tsx`), not a pure rule module.
 */

/** WebAuthn is there (a secure context with PublicKeyCredential); false on the server. */
export function canUsePasskeys(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    typeof window.PublicKeyCredential === 'function' &&
    typeof navigator.credentials?.get === 'function'
  )
}

/** @simplewebauthn/browser, fetched on the first click (dynamic import: its own chunk). */
export const loadWebAuthn = () => import('@simplewebauthn/browser')

/** The answer of a passkey resource route: WebAuthn options, where to go next, or a message to show. */
export type PasskeyAnswer = { options?: Record<string, unknown>; to?: string; message?: string }

/** A form-encoded POST to a passkey resource route (the Origin rule holds: same origin). */
export async function postPasskey(url: string, fields: Record<string, string>): Promise<PasskeyAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  })
  const answer = (await response.json().catch(() => ({}))) as PasskeyAnswer
  return response.ok || answer.message ? answer : { message: undefined }
}

/** The browser said no (the member cancelled, the time ran out, no passkey there). */
export function isCancelled(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name
  return name === 'NotAllowedError' || name === 'AbortError'
}
