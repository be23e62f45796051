import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseEnv } from './env.server'
import { walletSettingsFrom } from './wallet-settings.server'
import { walletSandboxEnv } from '../../../scripts/wallet-sandbox.mjs'

const dir = mkdtempSync(join(tmpdir(), 'wallet-env-'))
const sandbox = walletSandboxEnv(dir) as Record<string, string>
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const base = { NODE_ENV: 'test' }
const failure = (source: Record<string, string>) => {
  try {
    parseEnv({ ...base, ...source })
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('expected the environment to be refused')
}

describe('wallet settings in the env schema', () => {
  it('unset: neither wallet, no buttons', () => {
    expect(parseEnv(base).wallet).toEqual({ apple: null, google: null })
  })

  it('files or PEM text, both wallets', () => {
    const fromFiles = parseEnv({ ...base, ...sandbox }).wallet
    expect(fromFiles.apple?.teamId).toBe(sandbox.APPLE_TEAM_ID)
    expect(fromFiles.google?.issuerId).toBe(sandbox.GOOGLE_WALLET_ISSUER_ID)
    const pem = (name: string) => readFileSync(sandbox[name], 'utf8')
    const fromText = walletSettingsFrom({
      ...sandbox,
      APPLE_PASS_CERTIFICATE: pem('APPLE_PASS_CERTIFICATE'),
      APPLE_PASS_KEY: pem('APPLE_PASS_KEY').replace(/\n/g, '\\n'),
      GOOGLE_WALLET_KEY: pem('GOOGLE_WALLET_KEY'),
    })
    expect(fromText.issues).toEqual([])
    expect(fromText.settings.apple?.certificate).toBe(fromFiles.apple?.certificate)
  })

  it('names the variable that is missing or wrong', () => {
    expect(failure({ APPLE_PASS_TYPE_ID: 'pass.x.y' })).toMatch(
      /APPLE_TEAM_ID: APPLE_TEAM_ID is required when any Apple Wallet setting is set/,
    )
    expect(failure({ ...sandbox, APPLE_PASS_CERTIFICATE: '/nowhere/cert.pem' })).toMatch(
      /APPLE_PASS_CERTIFICATE: APPLE_PASS_CERTIFICATE is neither PEM text nor a readable file/,
    )
    expect(failure({ ...sandbox, APPLE_PASS_KEY: sandbox.GOOGLE_WALLET_KEY })).toMatch(
      /APPLE_PASS_KEY: APPLE_PASS_KEY is not the key of APPLE_PASS_CERTIFICATE/,
    )
    expect(failure({ ...sandbox, APPLE_WWDR_CERTIFICATE: sandbox.APPLE_PASS_CERTIFICATE })).toMatch(
      /APPLE_WWDR_CERTIFICATE/,
    )
    expect(failure({ ...sandbox, APPLE_TEAM_ID: 'short' })).toMatch(/APPLE_TEAM_ID must be the 10-character/)
    expect(failure({ GOOGLE_WALLET_ISSUER_ID: '123' })).toMatch(
      /GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: .* is required/,
    )
    expect(
      failure({
        ...sandbox,
        GOOGLE_WALLET_KEY: '-----BEGIN PRIVATE KEY-----\nnope\n-----END PRIVATE KEY-----',
      }),
    ).toMatch(/GOOGLE_WALLET_KEY: GOOGLE_WALLET_KEY is not a PEM private key/)
    expect(failure({ ...sandbox, GOOGLE_WALLET_ISSUER_ID: 'abc' })).toMatch(
      /GOOGLE_WALLET_ISSUER_ID must be the numeric issuer id/,
    )
  })
})
