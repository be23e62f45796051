/**
 * The ID card in the phone's wallet (issue 44): the Apple pass of avery, cameron (by avery), blake
 * (by himself), a Medicare and a partner-brand member is a signed .pkpass whose manifest and
 * signature verify against the configured certificate; the Google save link's JWT verifies with the
 * issuer's public key; another member's card is refused (403, no pass).
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inflateRawSync } from 'node:zlib'
import { importSPKI, jwtVerify } from 'jose'
import { HttpResponse } from 'msw'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { env } from '~/platform/config/env.server'
import { walletSettingsFrom } from '~/platform/config/wallet-settings.server'
import { loader as passLoader } from '~/routes/resources.id-card-apple-wallet'
import { loader as idCardLoader } from '~/routes/_member.id-card'
import { loader as memberInformationLoader } from '~/routes/_member.account.member-information'
import { unpackMessages } from '~/platform/i18n/packed-messages'
import {
  args as loaderArgs,
  averyAccount,
  averyMember,
  familyEntry,
  memberPageAnswers,
  signedInRequest,
  startFakeGateway,
  thrown,
  type Answers,
  type Claims,
} from '../../../tests/fake-gateway'
import { walletSandboxEnv, walletSandboxGooglePublicKeyPath } from '../../../scripts/wallet-sandbox.mjs'
import { GOOGLE_SAVE_URL } from './wallet.server'
import type { googleSaveClaims } from './wallet-card'

type GoogleClaims = ReturnType<typeof googleSaveClaims>

// ---------------------------------------------------------------- sandbox settings

const dir = mkdtempSync(join(tmpdir(), 'wallet-test-'))
const sandbox = walletSandboxEnv(dir) as Record<string, string>
const saved = env.wallet
beforeAll(() => {
  const { settings, issues } = walletSettingsFrom(sandbox)
  expect(issues).toEqual([])
  env.wallet = settings
})
afterAll(() => {
  env.wallet = saved
  rmSync(dir, { recursive: true, force: true })
})

// ---------------------------------------------------------------- a small zip reader

function unzip(buffer: Buffer): Record<string, Buffer> {
  const files: Record<string, Buffer> = {}
  const end = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  const count = buffer.readUInt16LE(end + 10)
  let at = buffer.readUInt32LE(end + 16)
  for (let i = 0; i < count; i++) {
    const method = buffer.readUInt16LE(at + 10)
    const size = buffer.readUInt32LE(at + 20)
    const nameLength = buffer.readUInt16LE(at + 28)
    const extra = buffer.readUInt16LE(at + 30)
    const comment = buffer.readUInt16LE(at + 32)
    const local = buffer.readUInt32LE(at + 42)
    const name = buffer.toString('utf8', at + 46, at + 46 + nameLength)
    const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28)
    const data = buffer.subarray(start, start + size)
    files[name] = method === 8 ? inflateRawSync(data) : Buffer.from(data)
    at += 46 + nameLength + extra + comment
  }
  return files
}

/** The pass's signature checked by openssl over manifest.json, to the configured WWDR certificate. */
function verifySignature(files: Record<string, Buffer>) {
  const work = mkdtempSync(join(tmpdir(), 'wallet-verify-'))
  try {
    writeFileSync(join(work, 'signature'), files.signature)
    writeFileSync(join(work, 'manifest.json'), files['manifest.json'])
    const signer = join(work, 'signer.pem')
    execFileSync(
      'openssl',
      [
        'cms',
        '-verify',
        '-binary',
        '-inform',
        'DER',
        '-in',
        join(work, 'signature'),
        '-content',
        join(work, 'manifest.json'),
        '-CAfile',
        sandbox.APPLE_WWDR_CERTIFICATE,
        '-purpose',
        'any',
        '-signer',
        signer,
        '-out',
        join(work, 'out'),
      ],
      { stdio: 'pipe' },
    )
    return readFileSync(signer, 'utf8')
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

// ---------------------------------------------------------------- personas

const yearsAgo = (years: number) => {
  const d = new Date()
  d.setUTCFullYear(d.getUTCFullYear() - years)
  return d.toISOString().slice(0, 10)
}
const blakeMember = averyMember({
  memberKey: 'M-BLAKE',
  memberSuffix: 1,
  firstName: 'Blake',
  dateOfBirth: '1984-02-03',
})
const cameronMember = averyMember({
  memberKey: 'M-CAMERON',
  memberSuffix: 2,
  firstName: 'Cameron',
  dateOfBirth: yearsAgo(16),
  visionEligibility: { ...averyMember().visionEligibility, eligible: false },
})
const danaMember = averyMember({
  memberKey: 'M-DANA',
  memberSuffix: 3,
  firstName: 'Dana',
  dateOfBirth: yearsAgo(20),
})
const averyCard = {
  memberName: 'Avery Rivera',
  subscriberId: 'EV1000001',
  memberSuffix: 0,
  groupId: '10001234',
  groupName: 'Riverbend Manufacturing',
  coverage: [
    { category: 'medical', planName: 'Riverbend PPO Medical', effectiveDate: '2025-01-01' },
    { category: 'dental', planName: 'Riverbend Dental Choice', effectiveDate: '2025-01-01' },
    { category: 'vision', planName: 'Riverbend Vision', effectiveDate: '2025-01-01' },
    { category: 'pharmacy', planName: 'Riverbend Rx', effectiveDate: '2025-01-01' },
  ],
  customerServicePhone: '1-888-555-0110',
}
const family = [averyMember(), blakeMember, cameronMember, danaMember]

type Persona = {
  claims: Claims
  answers: Answers
  suffix?: number
  name: string
  number: string
  lines: number
}
const personas: Record<string, Persona> = {
  avery: {
    claims: { sub: 'avery', memberKey: 'M-AVERY' },
    answers: { 'GET account': averyAccount({ members: family }), 'GET idCard/view': averyCard },
    name: 'Avery Rivera',
    number: 'EV1000001-00',
    lines: 4,
  },
  'cameron (by avery)': {
    claims: { sub: 'avery', memberKey: 'M-AVERY' },
    answers: { 'GET account': averyAccount({ members: family }), 'GET idCard/view': averyCard },
    suffix: 2,
    name: 'Cameron Rivera',
    number: 'EV1000001-02',
    lines: 3,
  },
  'blake (by himself)': {
    claims: { sub: 'blake', memberKey: 'M-BLAKE' },
    answers: {
      'GET account': averyAccount({ members: [blakeMember] }),
      'GET eligibility/family': [familyEntry('M-BLAKE', '2025-01-01')],
      'GET idCard/view': { ...averyCard, memberName: 'Blake Rivera', memberSuffix: 1 },
    },
    name: 'Blake Rivera',
    number: 'EV1000001-01',
    lines: 4,
  },
  'mia (Medicare)': {
    claims: { sub: 'mia', memberKey: 'M-MIA', domainId: 2 },
    answers: {
      'GET account': averyAccount({
        members: [
          averyMember({
            memberKey: 'M-MIA',
            firstName: 'Mia',
            lastName: 'Santos',
            dateOfBirth: '1955-03-01',
          }),
        ],
        subscriberId: 'MC2000021',
        groupId: '10004760',
      }),
      'GET idCard/view': {
        ...averyCard,
        memberName: 'Mia Santos',
        subscriberId: 'MC2000021',
        groupId: '10004760',
        groupName: 'Riverbend Medicare Advantage Group',
        coverage: [{ category: 'medical', planName: 'Medicare Advantage PPO', effectiveDate: '2024-01-01' }],
        customerServicePhone: '1-888-555-0120',
      },
    },
    name: 'Mia Santos',
    number: 'MC2000021-00',
    lines: 1,
  },
  'harper (partner brand)': {
    claims: { sub: 'harper', memberKey: 'M-HARPER', domainId: 5 },
    answers: {
      'GET account': averyAccount({
        members: [averyMember({ memberKey: 'M-HARPER', firstName: 'Harper', lastName: 'Lee' })],
        subscriberId: 'PD5000051',
      }),
      'GET idCard/view': {
        ...averyCard,
        memberName: 'Harper Lee',
        subscriberId: 'PD5000051',
        groupName: 'Partner Dental Group',
        coverage: [{ category: 'dental', planName: 'Partner Dental PPO', effectiveDate: '2025-01-01' }],
        customerServicePhone: '1-888-555-0150',
      },
    },
    name: 'Harper Lee',
    number: 'PD5000051-00',
    lines: 1,
  },
}

const answer = startFakeGateway(memberPageAnswers)
const args = async (path: string, claims: Claims) => loaderArgs(await signedInRequest(path, { claims }))
const pass = async (persona: Persona, suffix = persona.suffix) =>
  (await passLoader(
    await args(
      `/resources/id-card-apple-wallet${suffix === undefined ? '' : `?suffix=${suffix}`}`,
      persona.claims,
    ),
  )) as Response

describe('Add to Apple Wallet: the signed pass', () => {
  for (const [who, persona] of Object.entries(personas)) {
    it(`${who}: a pkpass whose manifest and signature verify, with the card's fields`, async () => {
      const fake = answer(persona.answers)
      const response = await pass(persona)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/vnd.apple.pkpass')
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="id-card.pkpass"')
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      // The account and the card are asked for together.
      expect(fake.stats.maxInFlight).toBe(2)

      const files = unzip(Buffer.from(await response.arrayBuffer()))
      expect(Object.keys(files)).toEqual(
        expect.arrayContaining([
          'pass.json',
          'manifest.json',
          'signature',
          'icon.png',
          'logo.png',
          'en.lproj/pass.strings',
          'es.lproj/pass.strings',
        ]),
      )
      const manifest = JSON.parse(files['manifest.json'].toString()) as Record<string, string>
      for (const [name, content] of Object.entries(files)) {
        if (name === 'manifest.json' || name === 'signature') continue
        expect(manifest[name], name).toBe(createHash('sha1').update(content).digest('hex'))
      }
      expect(Object.keys(manifest).sort()).toEqual(
        Object.keys(files)
          .filter((n) => n !== 'manifest.json' && n !== 'signature')
          .sort(),
      )
      const signer = verifySignature(files)
      expect(signer.replace(/\s/g, '')).toBe(
        readFileSync(sandbox.APPLE_PASS_CERTIFICATE, 'utf8').replace(/\s/g, ''),
      )

      const json = JSON.parse(files['pass.json'].toString())
      expect(json).toMatchObject({
        formatVersion: 1,
        passTypeIdentifier: sandbox.APPLE_PASS_TYPE_ID,
        teamIdentifier: sandbox.APPLE_TEAM_ID,
        barcodes: [{ format: 'PKBarcodeFormatPDF417', message: persona.number }],
      })
      const fields = Object.fromEntries(
        ['headerFields', 'primaryFields', 'secondaryFields', 'auxiliaryFields', 'backFields'].flatMap(
          (area) => (json.generic[area] as { key: string; value: string }[]).map((f) => [f.key, f]),
        ),
      )
      const card = persona.answers['GET idCard/view'] as typeof averyCard
      expect(fields.member.value).toBe(persona.name)
      expect(fields.subscriberId.value).toBe(card.subscriberId)
      expect(fields.suffix.value).toBe(persona.number.slice(-2))
      expect(fields.groupNumber.value).toBe(card.groupId)
      expect(fields.groupName.value).toBe(card.groupName)
      expect(fields.customerService).toMatchObject({
        value: card.customerServicePhone,
        dataDetectorTypes: ['PKDataDetectorTypePhoneNumber'],
      })
      const lines = (json.generic.auxiliaryFields as { key: string }[]).filter((f) =>
        f.key.startsWith('coverage-'),
      )
      expect(lines).toHaveLength(persona.lines)
      for (const line of card.coverage.slice(0, 1)) {
        expect(fields[`coverage-${line.category}`].value).toBe(line.planName)
        expect(fields[`effective-${line.category}`].value).toContain(line.effectiveDate)
      }
      const en = files['en.lproj/pass.strings'].toString('utf8')
      const es = files['es.lproj/pass.strings'].toString('utf8')
      expect(en).toContain('"SUBSCRIBER_ID" = "Subscriber ID";')
      expect(es).toContain('"SUBSCRIBER_ID" = "ID de suscriptor";')
      expect(es).toContain('"CUSTOMER_SERVICE" = "Servicio al Cliente";')
    })
  }

  it("refuses another member's card (403, no pass): an adult dependent's by the subscriber, anyone's by a dependent, a made-up suffix", async () => {
    const cases: [Persona, string][] = [
      [personas.avery, '1'],
      [personas.avery, '3'],
      [personas.avery, '9'],
      [personas.avery, 'abc'],
      [personas['blake (by himself)'], '0'],
      [personas['blake (by himself)'], '2'],
    ]
    for (const [persona, suffix] of cases) {
      answer(persona.answers)
      const response = (await passLoader(
        await args(`/resources/id-card-apple-wallet?suffix=${suffix}`, persona.claims),
      )) as Response
      expect(response.status, suffix).toBe(302)
      expect(response.headers.get('location')).toBe('/id-card?error=403')
      expect(response.headers.get('content-type')).not.toBe('application/vnd.apple.pkpass')
      // ...and that page answers 403 with the catalogue's error page.
      const page = await thrown(async () => idCardLoader(await args('/id-card?error=403', persona.claims)))
      expect(page.init?.status).toBe(403)
    }
  })

  it('sends a gateway failure to the error page for its status, as the PDF does', async () => {
    answer({ ...personas.avery.answers, 'GET idCard/view': () => new HttpResponse(null, { status: 503 }) })
    const response = await pass(personas.avery)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/id-card?error=503')
  })
})

describe('Save to Google Wallet: the save link', () => {
  const idCard = async (persona: Persona) => {
    answer({ ...persona.answers, 'GET idCard/eligible': true })
    return (await idCardLoader(await args('/id-card', persona.claims))) as {
      wallet: { suffix: number; name: string; apple: string | null; google: string | null }[]
    }
  }

  it("links to Google's save endpoint with a JWT the issuer's public key verifies, holding the card", async () => {
    const { wallet } = await idCard(personas.avery)
    // Avery adds her own card and Cameron's; Blake and Dana are adults: theirs are their own.
    expect(wallet.map((row) => [row.suffix, row.apple])).toEqual([
      [0, '/resources/id-card-apple-wallet'],
      [2, '/resources/id-card-apple-wallet?suffix=2'],
    ])
    const key = await importSPKI(readFileSync(walletSandboxGooglePublicKeyPath(dir), 'utf8'), 'RS256')
    for (const [row, persona] of [
      [wallet[0], personas.avery],
      [wallet[1], personas['cameron (by avery)']],
    ] as const) {
      const url = new URL(row.google!)
      expect(`${url.origin}${url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1)}`).toBe(GOOGLE_SAVE_URL)
      const jwt = url.pathname.slice(url.pathname.lastIndexOf('/') + 1)
      const { payload, protectedHeader } = await jwtVerify(jwt, key, {
        issuer: sandbox.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL,
        audience: 'google',
      })
      expect(protectedHeader.alg).toBe('RS256')
      expect(payload.typ).toBe('savetowallet')
      expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(15 * 60)
      const object = (payload.payload as GoogleClaims['payload']).genericObjects[0]
      expect(object.id.startsWith(`${sandbox.GOOGLE_WALLET_ISSUER_ID}.`)).toBe(true)
      expect(object.id).not.toContain('EV1000001')
      expect(object.hexBackgroundColor).toBe('#087f5b')
      expect(object.logo.sourceUri.uri).toMatch(
        /^http:\/\/localhost(:\d+)?\/brands\/wallet\/riverbend-health-mark\.png$/,
      )
      expect(object.header.defaultValue.value).toBe(persona.name)
      expect(object.barcode).toMatchObject({ type: 'PDF_417', value: persona.number })
      const modules = Object.fromEntries(object.textModulesData.map((m) => [m.id, m.body]))
      expect(modules).toMatchObject({
        subscriber_id: 'EV1000001',
        suffix: persona.number.slice(-2),
        group_number: '10001234',
        group_name: 'Riverbend Manufacturing',
        customer_service: '1-888-555-0110',
        coverage_medical: 'Riverbend PPO Medical (2025-01-01)',
      })
      expect(Object.keys(modules).filter((id) => id.startsWith('coverage_'))).toHaveLength(persona.lines)
      const subheader = object.subheader
      expect(subheader.translatedValues).toEqual([{ language: 'es-US', value: 'Miembro' }])
      expect(object.linksModuleData.uris[0].uri).toBe('tel:18885550110')
    }
  })

  it("a dependent sees only their own card's buttons", async () => {
    const { wallet } = await idCard(personas['blake (by himself)'])
    expect(wallet.map((row) => [row.suffix, row.name, row.apple])).toEqual([
      [1, 'Blake Rivera', '/resources/id-card-apple-wallet'],
    ])
  })

  it('shows no buttons when no wallet is configured (production without the settings)', async () => {
    const configured = env.wallet
    env.wallet = { apple: null, google: null }
    try {
      const fake = answer({ ...personas.avery.answers })
      const { wallet } = await idCard(personas.avery)
      expect(wallet).toEqual([])
      // ...and /id-card does not ask for the card it would not use.
      expect(fake.stats.calls.some((c) => c.path === 'idCard/view')).toBe(false)
      const response = await pass(personas.avery)
      expect(response.headers.get('location')).toBe('/id-card?error=404')
    } finally {
      env.wallet = configured
    }
  })
})

describe("'More ID card options' (/account/member-information)", () => {
  it('shows the same wallet buttons, with their texts, the account shared with the page', async () => {
    const fake = answer({ ...personas.avery.answers })
    const data = await memberInformationLoader(
      await args('/account/member-information', personas.avery.claims),
    )
    expect(data.wallet.map((row) => [row.suffix, row.apple])).toEqual([
      [0, '/resources/id-card-apple-wallet'],
      [2, '/resources/id-card-apple-wallet?suffix=2'],
    ])
    expect(data.wallet[1].google?.startsWith(GOOGLE_SAVE_URL)).toBe(true)
    expect(unpackMessages(data.messages)?.home).toMatchObject({ wallet: { addApple: 'Add to Apple Wallet' } })
    expect(fake.stats.calls.filter((c) => c.path === 'account')).toHaveLength(1)
  })

  it('none without settings, and no call for them', async () => {
    const configured = env.wallet
    env.wallet = { apple: null, google: null }
    try {
      const fake = answer({ ...personas.avery.answers })
      const data = await memberInformationLoader(
        await args('/account/member-information', personas.avery.claims),
      )
      expect(data.wallet).toEqual([])
      expect(unpackMessages(data.messages)?.home).toBeUndefined()
      expect(fake.stats.calls.some((c) => c.path === 'idCard/view')).toBe(false)
    } finally {
      env.wallet = configured
    }
  })
})
