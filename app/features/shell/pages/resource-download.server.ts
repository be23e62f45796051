import { type LoaderFunctionArgs } from '@remix-run/node'
import { messagesFor } from '~/platform/i18n/page-texts.server'

/**
 * resource-download: 'Downloading resource...' with a spinner. With ?resource=/resources/... the
 * page starts that download by itself (a meta refresh, so it works without JavaScript too).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request } = args
  const resource = new URL(request.url).searchParams.get('resource')
  return {
    resource: resource && /^\/resources\/[\w-]+$/.test(resource) ? resource : null,
    messages: messagesFor(args, { 'hand-offs': 'all' }),
  }
}
