/**
 * The per-request nonce of the content security policy (decision 072). The app server makes one
 * per request and passes it to Remix through the load context; entry.server provides it to the
 * tree, and the root layout gives it to every inline script (Remix's Scripts, ScrollRestoration,
 * Mantine's ColorSchemeScript). In the browser it reads '' (browsers hide nonces from the DOM).
 */
import { createContext, useContext, type ReactNode } from 'react'

const NonceContext = createContext('')

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>
}

export const useNonce = () => useContext(NonceContext)
