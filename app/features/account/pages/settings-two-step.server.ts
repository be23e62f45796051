import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { twoStepSettingsAction, twoStepSettingsLoader } from '~/features/account/two-step-settings.server'

export async function loader(args: LoaderFunctionArgs) {
  return twoStepSettingsLoader(args)
}

export async function action(args: ActionFunctionArgs) {
  return twoStepSettingsAction(args)
}
