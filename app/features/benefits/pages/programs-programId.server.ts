import { type LoaderFunctionArgs } from '@remix-run/node'
import { loadProgramDetails } from '~/features/benefits/programs/programs.server'

export async function loader(args: LoaderFunctionArgs) {
  const { params } = args
  return loadProgramDetails(args, params.programId)
}
