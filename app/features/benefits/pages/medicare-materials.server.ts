import { type LoaderFunctionArgs } from '@remix-run/node'
import { loadMedicareMaterials } from '~/features/benefits/documents/documents.server'

export async function loader(args: LoaderFunctionArgs) {
  return loadMedicareMaterials(args)
}
