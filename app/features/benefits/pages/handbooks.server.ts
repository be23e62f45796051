import { type LoaderFunctionArgs } from '@remix-run/node'
import { loadHandbooks } from '~/features/benefits/documents/documents.server'

export async function loader(args: LoaderFunctionArgs) {
  return loadHandbooks(args)
}
