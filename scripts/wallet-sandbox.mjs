/**
 * Sandbox signing material for the wallet passes (issue 44, decision 219), generated once into
 * `data/wallet-sandbox/` and reused: a made-up certificate authority standing in for Apple's WWDR
 * intermediate, a pass type certificate and key it signed, and an RSA key standing in for a Google
 * Wallet issuer's service-account key. `npm start` with the sandbox gateway, the end-to-end stacks
 * (e2e/stacks.ts) and the hardening harness give the app these settings, so the buttons work and
 * the tests exercise real signing. A real phone rejects such a pass: README, 'Wallet passes'.
 */
import { generateKeyPairSync } from 'node:crypto'
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import forge from 'node-forge'

const root = new URL('..', import.meta.url).pathname

export const SANDBOX_PASS_TYPE_ID = 'pass.test.member-dashboard.id-card'
export const SANDBOX_TEAM_ID = 'SANDBOX0TM'
export const SANDBOX_GOOGLE_ISSUER_ID = '3388000000099999999'
export const SANDBOX_GOOGLE_EMAIL = 'wallet-sandbox@member-dashboard-sandbox.iam.gserviceaccount.com'

const files = {
  wwdr: 'wwdr-certificate.pem',
  certificate: 'pass-certificate.pem',
  key: 'pass-key.pem',
  googleKey: 'google-wallet-key.pem',
  googlePublicKey: 'google-wallet-public-key.pem',
}

function rsaKeys(type) {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type, format: 'pem' },
  })
}

function certificate({ subject, issuer, publicKeyPem, signingKeyPem, ca, serial }) {
  const cert = forge.pki.createCertificate()
  cert.publicKey = forge.pki.publicKeyFromPem(publicKeyPem)
  cert.serialNumber = serial
  cert.validity.notBefore = new Date(Date.now() - 24 * 3600 * 1000)
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 24 * 3600 * 1000)
  cert.setSubject(subject)
  cert.setIssuer(issuer)
  cert.setExtensions(
    ca
      ? [
          { name: 'basicConstraints', cA: true },
          { name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true },
        ]
      : [
          { name: 'basicConstraints', cA: false },
          { name: 'keyUsage', digitalSignature: true },
        ],
  )
  cert.sign(forge.pki.privateKeyFromPem(signingKeyPem), forge.md.sha256.create())
  return forge.pki.certificateToPem(cert)
}

/** Writes the material into `dir` (once) and returns the app's environment variables naming it. */
export function walletSandboxEnv(dir = join(root, 'data/wallet-sandbox')) {
  if (!Object.values(files).every((name) => existsSync(join(dir, name)))) generate(dir)
  return {
    APPLE_PASS_TYPE_ID: SANDBOX_PASS_TYPE_ID,
    APPLE_TEAM_ID: SANDBOX_TEAM_ID,
    APPLE_PASS_CERTIFICATE: join(dir, files.certificate),
    APPLE_PASS_KEY: join(dir, files.key),
    APPLE_WWDR_CERTIFICATE: join(dir, files.wwdr),
    GOOGLE_WALLET_ISSUER_ID: SANDBOX_GOOGLE_ISSUER_ID,
    GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: SANDBOX_GOOGLE_EMAIL,
    GOOGLE_WALLET_KEY: join(dir, files.googleKey),
  }
}

/** The sandbox issuer's public key (PEM), for tests that verify a save link's JWT. */
export function walletSandboxGooglePublicKeyPath(dir = join(root, 'data/wallet-sandbox')) {
  return join(dir, files.googlePublicKey)
}

function generate(dir) {
  // Several processes may start at once (Playwright's servers, the hardening suite): each writes a
  // folder of its own and renames it into place; the first rename wins, the others are dropped.
  const tmp = `${dir}.tmp-${process.pid}-${Date.now()}`
  mkdirSync(tmp, { recursive: true })
  const ca = rsaKeys('pkcs1')
  const pass = rsaKeys('pkcs1')
  const google = rsaKeys('pkcs8')
  const caName = [
    { name: 'commonName', value: 'Member Dashboard Sandbox WWDR (not Apple)' },
    { name: 'organizationalUnitName', value: 'Sandbox' },
    { name: 'organizationName', value: 'Member Dashboard Sandbox' },
    { name: 'countryName', value: 'US' },
  ]
  const wwdr = certificate({
    subject: caName,
    issuer: caName,
    publicKeyPem: ca.publicKey,
    signingKeyPem: ca.privateKey,
    ca: true,
    serial: '01',
  })
  const passCert = certificate({
    subject: [
      { type: '0.9.2342.19200300.100.1.1', value: SANDBOX_PASS_TYPE_ID },
      { name: 'commonName', value: `Pass Type ID: ${SANDBOX_PASS_TYPE_ID}` },
      { name: 'organizationalUnitName', value: SANDBOX_TEAM_ID },
      { name: 'organizationName', value: 'Member Dashboard Sandbox' },
      { name: 'countryName', value: 'US' },
    ],
    issuer: caName,
    publicKeyPem: pass.publicKey,
    signingKeyPem: ca.privateKey,
    ca: false,
    serial: '02',
  })
  writeFileSync(join(tmp, files.wwdr), wwdr)
  writeFileSync(join(tmp, files.certificate), passCert)
  writeFileSync(join(tmp, files.key), pass.privateKey, { mode: 0o600 })
  writeFileSync(join(tmp, files.googleKey), google.privateKey, { mode: 0o600 })
  writeFileSync(join(tmp, files.googlePublicKey), google.publicKey)
  mkdirSync(dirname(dir), { recursive: true })
  if (existsSync(dir) && !Object.values(files).every((name) => existsSync(join(dir, name))))
    rmSync(dir, { recursive: true, force: true })
  try {
    renameSync(tmp, dir)
  } catch {
    rmSync(tmp, { recursive: true, force: true })
  }
}

// `node scripts/wallet-sandbox.mjs`: generates (if needed) and prints the variables.
if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) {
  for (const [name, value] of Object.entries(walletSandboxEnv())) console.log(`${name}=${value}`)
}
