import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { twoStepAppAction, twoStepAppLoader } from '~/features/account/two-step-app.server'

export async function loader(args: LoaderFunctionArgs) {
  return twoStepAppLoader(args)
}

export async function action(args: ActionFunctionArgs) {
  return twoStepAppAction(args)
}
