import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { verifyDeviceAction, verifyDeviceLoader } from '~/features/sign-in/verify-device.server'

export async function loader(args: LoaderFunctionArgs) {
  return verifyDeviceLoader(args)
}

export async function action(args: ActionFunctionArgs) {
  return verifyDeviceAction(args)
}
