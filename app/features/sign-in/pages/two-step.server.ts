import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { twoStepAction, twoStepLoader } from '~/features/sign-in/two-step.server'

export async function loader(args: LoaderFunctionArgs) {
  return twoStepLoader(args)
}

export async function action(args: ActionFunctionArgs) {
  return twoStepAction(args)
}
