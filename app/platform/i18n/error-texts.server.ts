/**
 * The words of an error page that has no root loader data (decision 189, issue 42). The root's
 * loader sends the texts every page shows; when it did not run (a POST to a page without an
 * action: Remix answers 405 at the root without running any loader) or threw (the session store
 * down: 503), the status the root boundary renders carries the member's language and the `common`
 * texts instead, so the page speaks words, never catalogue keys.
 */
import { isRouteErrorResponse } from '@remix-run/react'
import type { EntryContext } from '@remix-run/node'
import { languageOf, messagesIn } from './language.server'
import type { Language } from './languages'

/** A thrown status's data with the language and the `common` texts added. */
export function errorDataWithTexts(previous: unknown, language: Language) {
  const kept =
    typeof previous === 'object' && previous !== null && !(previous instanceof Error) ? previous : {}
  return { ...kept, language, messages: messagesIn(language, { common: 'all' }) }
}

type HandlerContext = EntryContext['staticHandlerContext']

/**
 * For a document request whose root route has an error and no data: the error, as the status it
 * renders (500 for an unexpected error, whose details production never shows), with the texts.
 */
export function rootErrorWithTexts(context: HandlerContext, request: Request) {
  const error = context.errors?.root
  // No loader ran (a root error from an action): the router fills every route's data with null.
  if (error === undefined || context.loaderData.root != null) return
  const response = isRouteErrorResponse(error) ? error : null
  context.errors = {
    ...context.errors,
    root: {
      status: response?.status ?? 500,
      statusText: response?.statusText ?? 'Internal Server Error',
      internal: false,
      data: errorDataWithTexts(response?.data, languageOf(request)),
    },
  }
}
