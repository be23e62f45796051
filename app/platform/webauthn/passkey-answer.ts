/**
 * The browser's WebAuthn answer as the passkey resource routes read it (issue 51, decision 236),
 * pure: a JSON object with a credential id, a few kilobytes at most; anything else is refused
 * before the gateway is asked.
 */
export const PASSKEY_ANSWER_MAX = 8192

/** The answer (JSON text in the posted form) as an object, or null. */
export function readPasskeyAnswer(value: unknown): Record<string, unknown> | null {
  if (typeof value !== 'string' || value.length > PASSKEY_ANSWER_MAX) return null
  try {
    const parsed: unknown = JSON.parse(value)
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null
    return typeof (parsed as { id?: unknown }).id === 'string' ? (parsed as Record<string, unknown>) : null
  } catch {
    return null
  }
}
