/**
 * The ID card in the phone's wallet (issue 44, decision 219): the Apple pass (a signed .pkpass,
 * passkit-generator with node-forge) and the Google Wallet save link (a JWT signed RS256 with
 * jose), from the card idCard/view answers as JSON. Which member and which fields are the pure
 * rules' (wallet-card.ts); the signing settings are the environment's (env.wallet).
 */
import { createHmac } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { redirect } from '@remix-run/node'
import { importPKCS8, SignJWT } from 'jose'
import { PKPass } from 'passkit-generator'
import type { AccountDetails, IdCardDetails, Member } from '@member-dashboard/contract'
import { publicOrigin } from '~/platform/config/brand.server'
import type { Brand } from '~/platform/config/brands'
import { env } from '~/platform/config/env.server'
import type { AppleWalletSettings, GoogleWalletSettings } from '~/platform/config/wallet-settings.server'
import { noneWhen, pageFailure } from '~/platform/failures/failures.server'
import { isGatewayError } from '~/platform/gateway/errors'
import { catalogues } from '~/platform/i18n/catalogues.server'
import type { PageTexts } from '~/platform/i18n/language.server'
import type { Language } from '~/platform/i18n/languages'
import { createTranslate } from '~/platform/i18n/translate'
import { loadAccount, requireAccount } from '~/platform/session/account-state.server'
import { requireMember } from '~/platform/session/auth.server'
import {
  cardOfMember,
  googleSaveClaims,
  passJson,
  passStrings,
  walletImages,
  walletMember,
  walletMembers,
  walletQuery,
  type PassTexts,
} from './wallet-card'
import { contextOf, type PageArgs } from '~/platform/context/load-context.server'

export const APPLE_PASS_PATH = '/resources/id-card-apple-wallet'
export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/'
/** The save link's JWT lives this long: it is in the page and in the browser's history (decision 219). */
export const GOOGLE_SAVE_LIFETIME_SECONDS = 15 * 60

// ---------------------------------------------------------------- texts and images

function passTexts(language: Language): PassTexts {
  const t = createTranslate(catalogues[language], language, 'home')
  return {
    description: t('wallet.pass.description'),
    member: t('wallet.pass.member'),
    subscriberId: t('wallet.pass.subscriberId'),
    suffix: t('wallet.pass.suffix'),
    groupNumber: t('wallet.pass.groupNumber'),
    groupName: t('wallet.pass.groupName'),
    customerService: t('wallet.pass.customerService'),
    effective: t('wallet.pass.effective', { category: '{{category}}' }),
    categories: {
      medical: t('categories.medical'),
      dental: t('categories.dental'),
      vision: t('categories.vision'),
      pharmacy: t('categories.pharmacy'),
    },
  }
}

/** public/brands/wallet/ as built (next to the server build) or in the sources (dev, tests). */
function imagesDir(): string {
  const here = fileURLToPath(new URL('.', import.meta.url))
  const candidates = [join(here, '../client/brands/wallet'), join(process.cwd(), 'public/brands/wallet')]
  return candidates.find((dir) => existsSync(dir)) ?? candidates[candidates.length - 1]
}

const imageCache = new Map<string, Buffer>()
function image(path: string): Buffer {
  let buffer = imageCache.get(path)
  if (!buffer) {
    buffer = readFileSync(join(imagesDir(), path.replace(/^\/brands\/wallet\//, '')))
    imageCache.set(path, buffer)
  }
  return buffer
}

/** A digest naming the member's pass to the wallet (serial number, object id): keyed, so not the member's id in disguise. */
function passDigest(secret: string, brand: Brand, card: IdCardDetails) {
  return createHmac('sha256', secret)
    .update(`${brand.domainId}:${card.subscriberId}:${card.memberSuffix}`)
    .digest('hex')
    .slice(0, 32)
}

// ---------------------------------------------------------------- Apple Wallet

/** The signed .pkpass of `card`: pass.json, images, en.lproj and es.lproj strings, manifest, signature. */
export function applePass(settings: AppleWalletSettings, brand: Brand, card: IdCardDetails): Buffer {
  const images = walletImages(brand)
  const json = passJson({
    card,
    brand,
    passTypeId: settings.passTypeId,
    teamId: settings.teamId,
    serialNumber: passDigest(settings.key, brand, card),
  })
  const pass = new PKPass(
    {
      'pass.json': Buffer.from(JSON.stringify(json)),
      'icon.png': image(images.icon),
      'icon@2x.png': image(images.icon2x),
      'icon@3x.png': image(images.icon3x),
      'logo.png': image(images.logo),
      'logo@2x.png': image(images.logo2x),
    },
    {
      wwdr: settings.wwdr,
      signerCert: settings.certificate,
      signerKey: settings.key,
      signerKeyPassphrase: settings.keyPassphrase,
    },
  )
  pass.localize('en', passStrings(passTexts('en')))
  pass.localize('es', passStrings(passTexts('es')))
  return pass.getAsBuffer()
}

// ---------------------------------------------------------------- Google Wallet

let googleKey: { pem: string; key: ReturnType<typeof importPKCS8> } | null = null
function googleSigningKey(settings: GoogleWalletSettings) {
  if (googleKey?.pem !== settings.privateKey)
    googleKey = { pem: settings.privateKey, key: importPKCS8(settings.privateKey, 'RS256') }
  return googleKey.key
}

/** https://pay.google.com/gp/v/save/<jwt> for `card`, the JWT signed with the issuer's key. */
export async function googleSaveUrl(
  settings: GoogleWalletSettings,
  brand: Brand,
  card: IdCardDetails,
  origin: string,
): Promise<string> {
  const claims = googleSaveClaims({
    card,
    brand,
    issuerId: settings.issuerId,
    serviceAccountEmail: settings.serviceAccountEmail,
    objectSuffix: passDigest(settings.privateKey, brand, card),
    logoUrl: `${origin}${walletImages(brand).mark}`,
    origin,
    texts: { en: passTexts('en'), es: passTexts('es') },
  })
  const now = Math.floor(Date.now() / 1000)
  const jwt = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + GOOGLE_SAVE_LIFETIME_SECONDS)
    .sign(await googleSigningKey(settings))
  return `${GOOGLE_SAVE_URL}${jwt}`
}

// ---------------------------------------------------------------- the page's buttons

export type WalletLink = { suffix: number; name: string; apple: string | null; google: string | null }

/** Whether /id-card asks for the card for the wallet links (only the Google link needs it in the page). */
export function walletNeedsCard(): boolean {
  return env.wallet.google !== null
}

/**
 * The wallet buttons of /id-card: one row per member whose card the signed-in member may add
 * (wallet-card.ts `walletMembers`), each with the links of the configured wallets. `card` is the
 * signed-in member's from idCard/view (the Google link carries it; null: no Google link).
 */
export async function walletLinks(
  args: PageArgs,
  input: { account: AccountDetails; member: Member; card: IdCardDetails | null; now?: Date },
): Promise<WalletLink[]> {
  const { request } = args
  const { apple } = env.wallet
  const google = input.card ? env.wallet.google : null
  if (!apple && !google) return []
  const now = input.now ?? new Date()
  const brand = contextOf(args).brand
  const origin = publicOrigin(request)
  return Promise.all(
    walletMembers(input.account.members, input.member, now).map(async (member) => ({
      suffix: member.memberSuffix,
      name: `${member.firstName} ${member.lastName}`,
      apple: apple ? `${APPLE_PASS_PATH}${walletQuery(member, input.member)}` : null,
      google:
        google && input.card
          ? await googleSaveUrl(google, brand, cardOfMember(input.card, member, input.member, now), origin)
          : null,
    })),
  )
}

/**
 * The wallet rows for a page of another area ('More ID card options', /account/member-information):
 * the account (shared in flight with the page's own, decision 113) and the card asked for together;
 * nothing is asked for when no wallet is configured.
 */
export async function walletRowsFor(args: PageArgs): Promise<WalletLink[]> {
  if (!env.wallet.apple && !env.wallet.google) return []
  const { account, member, card } = await requireAccount(args, ({ api }) => ({
    card: env.wallet.google ? cardForWallet(api) : Promise.resolve(null),
  }))
  return walletLinks(args, { account, member, card })
}

/** The wallet buttons' texts (home.json `wallet`), for a page that shows them beside its own. */
export const WALLET_TEXTS = { home: ['wallet'] } as const satisfies PageTexts

/** idCard/view's card for the wallet links: none when the member has no card (403). */
export function cardForWallet(api: { idCardDetails: () => Promise<IdCardDetails> }) {
  return api.idCardDetails().catch(noneWhen(403, null))
}

// ---------------------------------------------------------------- the pass's resource route

/** Where a refused or failed pass sends the member: /id-card shows that status's error page (decision 022). */
const failedTo = (status: number) => `/id-card?error=${status}`

/**
 * GET /resources/id-card-apple-wallet[?suffix=n]: the pass of a member the signed-in member may
 * see the card of, as an attachment (`application/vnd.apple.pkpass`, `no-store`). The account and
 * the card are asked for together. A member not theirs to add: 403; a gateway failure: its status
 * (401 ends the session); not configured: 404.
 */
export async function applePassLoader(args: PageArgs): Promise<Response> {
  const { request } = args
  const ctx = await requireMember(args)
  const settings = env.wallet.apple
  if (!settings) return redirect(failedTo(404))
  try {
    const { account, member, card } = await loadAccount(
      ctx,
      args,
      ({ api }) => ({ card: api.idCardDetails() }),
      'thrown',
    )
    const now = new Date()
    const choice = walletMember(account.members, member, new URL(request.url).searchParams.get('suffix'), now)
    if (choice.kind === 'forbidden') return redirect(failedTo(403))
    const body = applePass(settings, ctx.context.brand, cardOfMember(card, choice.member, member, now))
    return new Response(new Uint8Array(body), {
      status: 200,
      headers: {
        'content-type': 'application/vnd.apple.pkpass',
        'content-disposition': 'attachment; filename="id-card.pkpass"',
        'content-length': String(body.length),
        'cache-control': 'private, no-store',
      },
    })
  } catch (error) {
    if (!isGatewayError(error)) throw error
    if (error.status === 401) return pageFailure(args, error)
    return redirect(failedTo(error.status))
  }
}
