import { type LoaderFunctionArgs } from '@remix-run/node'
import { messagesFor } from '~/platform/i18n/page-texts.server'

export function loader(args: LoaderFunctionArgs) {
  return { messages: messagesFor(args, { registration: ['steps', 'complete'] }) }
}
