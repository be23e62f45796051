/**
 * The wallet passes' signing settings (issue 44, decision 219), read by the one env schema
 * (env.server.ts): Apple's pass type id, team id, pass certificate, its key and the WWDR
 * intermediate; Google's issuer id, service-account e-mail and key. Certificates and keys are PEM
 * text or the path of a PEM file. Each wallet is all set or not at all; unset, its button is not
 * shown. Every problem names its variable.
 */
import { X509Certificate, createPrivateKey, type KeyObject } from 'node:crypto'
import { readFileSync } from 'node:fs'

export const APPLE_VARIABLES = [
  'APPLE_PASS_TYPE_ID',
  'APPLE_TEAM_ID',
  'APPLE_PASS_CERTIFICATE',
  'APPLE_PASS_KEY',
  'APPLE_WWDR_CERTIFICATE',
] as const
export const GOOGLE_VARIABLES = [
  'GOOGLE_WALLET_ISSUER_ID',
  'GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL',
  'GOOGLE_WALLET_KEY',
] as const
type Variable =
  (typeof APPLE_VARIABLES)[number] | (typeof GOOGLE_VARIABLES)[number] | 'APPLE_PASS_KEY_PASSPHRASE'
export type WalletSource = Partial<Record<Variable, string | undefined>>

export type AppleWalletSettings = {
  passTypeId: string
  teamId: string
  /** PEM texts. */
  certificate: string
  key: string
  keyPassphrase: string | undefined
  wwdr: string
}
export type GoogleWalletSettings = {
  issuerId: string
  serviceAccountEmail: string
  /** PKCS#8 PEM of the service account's RSA key (RS256). */
  privateKey: string
}
export type WalletSettings = { apple: AppleWalletSettings | null; google: GoogleWalletSettings | null }
export type WalletIssue = { path: Variable; message: string }

class SettingError extends Error {}

/** PEM text as given, or the content of the file it names. */
function pemOf(name: Variable, value: string): string {
  const text = value.trim()
  if (text.startsWith('-----BEGIN')) return text.replace(/\\n/g, '\n')
  try {
    return readFileSync(text, 'utf8').trim()
  } catch (error) {
    throw new SettingError(
      `${name} is neither PEM text nor a readable file (${(error as NodeJS.ErrnoException).code ?? 'unreadable'}: ${text})`,
    )
  }
}

function certificateOf(name: Variable, value: string) {
  const pem = pemOf(name, value)
  try {
    return { pem, x509: new X509Certificate(pem) }
  } catch {
    throw new SettingError(`${name} is not a PEM certificate`)
  }
}

function keyOf(name: Variable, value: string, passphrase?: string): { pem: string; key: KeyObject } {
  const pem = pemOf(name, value)
  try {
    return { pem, key: createPrivateKey({ key: pem, passphrase }) }
  } catch {
    throw new SettingError(
      `${name} is not a PEM private key${passphrase === undefined ? '' : ' that APPLE_PASS_KEY_PASSPHRASE opens'}`,
    )
  }
}

/**
 * A wallet's settings are all or none: true when all are set; none set is no wallet (false, no
 * issue); some set names each missing one as an issue.
 */
function allSet(source: WalletSource, names: readonly Variable[], wallet: string, issues: WalletIssue[]) {
  const absent = names.filter((name) => !source[name]?.trim())
  if (absent.length === names.length) return false
  for (const name of absent)
    issues.push({
      path: name,
      message: `${name} is required when any ${wallet} setting is set (${names.join(', ')})`,
    })
  return absent.length === 0
}

function apple(source: WalletSource, issues: WalletIssue[]): AppleWalletSettings | null {
  if (!allSet(source, APPLE_VARIABLES, 'Apple Wallet', issues)) return null
  const before = issues.length
  const get = (name: Variable) => source[name]!.trim()
  const step = <T>(name: Variable, run: () => T): T | null => {
    try {
      return run()
    } catch (error) {
      if (!(error instanceof SettingError)) throw error
      issues.push({ path: name, message: error.message })
      return null
    }
  }
  if (!/^[A-Za-z0-9.-]+$/.test(get('APPLE_PASS_TYPE_ID')))
    issues.push({
      path: 'APPLE_PASS_TYPE_ID',
      message: 'APPLE_PASS_TYPE_ID must look like pass.com.example.card',
    })
  if (!/^[A-Z0-9]{10}$/.test(get('APPLE_TEAM_ID')))
    issues.push({ path: 'APPLE_TEAM_ID', message: 'APPLE_TEAM_ID must be the 10-character Apple team id' })
  const passphrase = source.APPLE_PASS_KEY_PASSPHRASE || undefined
  const certificate = step('APPLE_PASS_CERTIFICATE', () =>
    certificateOf('APPLE_PASS_CERTIFICATE', get('APPLE_PASS_CERTIFICATE')),
  )
  const key = step('APPLE_PASS_KEY', () => keyOf('APPLE_PASS_KEY', get('APPLE_PASS_KEY'), passphrase))
  const wwdr = step('APPLE_WWDR_CERTIFICATE', () =>
    certificateOf('APPLE_WWDR_CERTIFICATE', get('APPLE_WWDR_CERTIFICATE')),
  )
  if (certificate && key && !certificate.x509.checkPrivateKey(key.key))
    issues.push({
      path: 'APPLE_PASS_KEY',
      message: 'APPLE_PASS_KEY is not the key of APPLE_PASS_CERTIFICATE',
    })
  if (certificate && wwdr && !certificate.x509.checkIssued(wwdr.x509))
    issues.push({
      path: 'APPLE_WWDR_CERTIFICATE',
      message:
        'APPLE_WWDR_CERTIFICATE did not issue APPLE_PASS_CERTIFICATE (use the WWDR intermediate that signed it)',
    })
  if (issues.length > before || !certificate || !key || !wwdr) return null
  return {
    passTypeId: get('APPLE_PASS_TYPE_ID'),
    teamId: get('APPLE_TEAM_ID'),
    certificate: certificate.pem,
    key: key.pem,
    keyPassphrase: passphrase,
    wwdr: wwdr.pem,
  }
}

function google(source: WalletSource, issues: WalletIssue[]): GoogleWalletSettings | null {
  if (!allSet(source, GOOGLE_VARIABLES, 'Google Wallet', issues)) return null
  const before = issues.length
  const issuerId = source.GOOGLE_WALLET_ISSUER_ID!.trim()
  const email = source.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL!.trim()
  if (!/^\d{10,25}$/.test(issuerId))
    issues.push({
      path: 'GOOGLE_WALLET_ISSUER_ID',
      message: 'GOOGLE_WALLET_ISSUER_ID must be the numeric issuer id',
    })
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
    issues.push({
      path: 'GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL',
      message: 'GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL must be the service account e-mail address',
    })
  let privateKey: string | null = null
  try {
    const { key } = keyOf('GOOGLE_WALLET_KEY', source.GOOGLE_WALLET_KEY!.trim())
    if (key.asymmetricKeyType !== 'rsa')
      throw new SettingError('GOOGLE_WALLET_KEY must be an RSA key (RS256)')
    privateKey = key.export({ type: 'pkcs8', format: 'pem' }).toString()
  } catch (error) {
    if (!(error instanceof SettingError)) throw error
    issues.push({ path: 'GOOGLE_WALLET_KEY', message: error.message })
  }
  if (issues.length > before || !privateKey) return null
  return { issuerId, serviceAccountEmail: email, privateKey }
}

/** The settings, or the issues that stop the server (each naming its variable). */
export function walletSettingsFrom(source: WalletSource): {
  settings: WalletSettings
  issues: WalletIssue[]
} {
  const issues: WalletIssue[] = []
  const settings = { apple: apple(source, issues), google: google(source, issues) }
  return { settings, issues }
}
