/**
 * What a request knows, built once per request (issue 53, decision 255): the app server
 * (app-server/app.ts) makes it in `getLoadContext` and Remix hands it to every loader and action
 * of the request as their `context` (`AppLoadContext`). Its parts are read when first asked for
 * and kept for the rest of the request: the brand and the language (from the Host, Cookie and
 * Accept-Language headers), the session (the cookie's signature and the store read), the token's
 * claims and stage, the signed-in member with the gateway client bound to the token and to the
 * request's deadline, and the account state, loaded at most once however many loaders ask.
 *
 * After an action the same request's loaders read the session again (a submission's context keeps
 * nothing of the session: what the action wrote is what they see).
 */
import { createSession } from '@remix-run/node'
import type { Brand } from '~/platform/config/brands'
import { brandForRequest } from '~/platform/config/brand.server'
import { createMemberApi } from '~/platform/gateway/client.server'
import { languageOf, messagesIn, type PageTexts } from '~/platform/i18n/language.server'
import { catalogues, type Namespace } from '~/platform/i18n/catalogues.server'
import { translateMessage } from '~/platform/i18n/message'
import { createTranslate } from '~/platform/i18n/translate'
import type { Language } from '~/platform/i18n/languages'
import { readAuthState, type AuthState } from '~/platform/session/auth-state.server'
import type { SessionData } from '~/platform/session/session.server'

type LoadContextExtras = {
  /** The content security policy's nonce for this response's inline scripts. */
  cspNonce?: string
  /** The id of this request in the logs; also sent to the gateway as x-request-id. */
  requestId?: string
}

/** Kept for the request: asked for the first time, then the same promise. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null
  return () => (made ??= { value: make() }).value
}

export function createLoadContext(request: Request, extras: LoadContextExtras = {}) {
  const brand: Brand = brandForRequest(request)
  const language: Language = languageOf(request)
  const catalogue = catalogues[language]
  const reading = request.method === 'GET' || request.method === 'HEAD'
  const auth = once(() => readAuthState(request, brand))
  const memos = new Map<string, Promise<unknown>>()
  return {
    ...extras,
    brand,
    language,
    /** `t` over a namespace, for the texts the server writes itself. */
    texts: (namespace: Namespace) => createTranslate(catalogue, language, namespace),
    /** A loader's `messages`: the page's sections in the request's language (decision 225). */
    messages: (texts: PageTexts) => messagesIn(language, texts),
    /** A rule's message (`message(key, values)`) as the request's language reads it. */
    messageText: (text: string) => translateMessage(text, catalogue, language),
    /**
     * The session as it stands (stage 'none' without a usable token): read once for a page's
     * loaders; read anew for an action and the loaders after it.
     */
    auth: async (): Promise<AuthState> => {
      if (!reading) return readAuthState(request, brand)
      // Each caller its own copy of the session (decision 185): a flash one loader reads is still
      // there for the others.
      const state = await auth()
      return { ...state, session: createSession({ ...state.session.data } as SessionData, state.session.id) }
    },
    /**
     * The member API bound to `token`, its calls carrying this request's id and each ending at the
     * gateway time-out (not at the request's own end: a call in flight is shared by the requests
     * of its token, decision 255).
     */
    api: (token: string | null) => createMemberApi(token),
    /**
     * `make()` once for a page's loaders (the account state: `account-state.server.ts`): the
     * first caller starts it, the others share its promise; anew for each caller of an action
     * (what the action changes, the loaders after it see).
     */
    once: <T>(key: string, make: () => Promise<T>): Promise<T> => {
      if (!reading) return make()
      let kept = memos.get(key) as Promise<T> | undefined
      if (!kept) {
        kept = make()
        memos.set(key, kept)
      }
      return kept
    },
  }
}

export type DashboardLoadContext = ReturnType<typeof createLoadContext>

declare module '@remix-run/node' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends DashboardLoadContext {}
}

/** A loader's or action's arguments as the platform reads them. */
export type PageArgs = { request: Request; context: DashboardLoadContext }

const built = new WeakMap<object, DashboardLoadContext>()

/**
 * The request's context: the one the app server built; under the Vite dev server (`npm run dev`,
 * which passes an empty context) and in route tests that pass none, built here on first use and
 * kept with that context object, so a request's loaders still share one.
 */
export function contextOf({ request, context }: { request: Request; context: object }): DashboardLoadContext {
  if ('once' in context && 'auth' in context) return context as DashboardLoadContext
  let made = built.get(context)
  if (!made) {
    made = createLoadContext(request)
    built.set(context, made)
  }
  return made
}
