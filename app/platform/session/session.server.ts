/**
 * The dashboard session: a signed, httpOnly, SameSite=Strict cookie that lasts 2 hours
 * (spec section 9). It holds the gateway token; the token never reaches browser JavaScript.
 */
import { createCookieSessionStorage } from '@remix-run/node'
import { env } from '~/platform/config/env.server'

export const SESSION_MAX_AGE_SECONDS = 7_200

/** 'temporary' while post-login routing is unfinished; 'full' once the member may open member pages. */
import type { TokenStage } from './token-rules'

export type { TokenStage }

export type SessionData = {
  token: string
  stage: TokenStage
  /** A group was chosen on /group-selection during this sign-in. */
  groupSelected: boolean
  /** Set by a staff login: prevents forwarding to the CRM afterwards (spec section 6). */
  crmPrevented: boolean
}

export const sessionStorage = createCookieSessionStorage<SessionData>({
  cookie: {
    name: '__session',
    httpOnly: true,
    sameSite: 'strict',
    secure: env.cookieSecure,
    path: '/',
    maxAge: SESSION_MAX_AGE_SECONDS,
    secrets: env.sessionSecrets,
  },
})

export function getSession(request: Request) {
  return sessionStorage.getSession(request.headers.get('cookie'))
}

export const { commitSession, destroySession } = sessionStorage
