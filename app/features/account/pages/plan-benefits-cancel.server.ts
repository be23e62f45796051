import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { planCancellationLoader, planCancellationAction } from '~/features/account/plan-cancellation.server'

export async function loader(args: LoaderFunctionArgs) {
  return planCancellationLoader(args)
}

export async function action(args: ActionFunctionArgs) {
  return planCancellationAction(args)
}
