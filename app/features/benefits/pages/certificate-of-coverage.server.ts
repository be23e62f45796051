import { type LoaderFunctionArgs } from '@remix-run/node'
import { loadCertificate } from '~/features/benefits/documents/documents.server'

export async function loader(args: LoaderFunctionArgs) {
  return loadCertificate(args)
}
