import { type LoaderFunctionArgs } from '@remix-run/node'
import { loadProgramsPage } from '~/features/benefits/programs/programs.server'

export async function loader(args: LoaderFunctionArgs) {
  return loadProgramsPage(args)
}
