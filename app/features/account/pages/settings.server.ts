import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { requireSettings } from '~/features/account/guards.server'
import { settingsAction, settingsCalls, settingsData } from '~/features/account/settings.server'

/** Settings: refused (403) for dependents on the partner brand and dependents under 18. */
export async function loader(args: LoaderFunctionArgs) {
  const ctx = await requireSettings(args, settingsCalls(args))
  return settingsData(ctx, args)
}

export async function action(args: ActionFunctionArgs) {
  const ctx = await requireSettings(args)
  return settingsAction(ctx, args)
}
