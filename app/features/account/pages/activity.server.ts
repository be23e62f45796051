import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import {
  activityAction,
  activityCalls,
  activityData,
  requireAccountActivity,
} from '~/features/account/activity.server'

/** Account activity (issue 23): adult members only (403 for members under 18). */
export async function loader(args: LoaderFunctionArgs) {
  return activityData(await requireAccountActivity(args, activityCalls(new Date())), args)
}

export async function action(args: ActionFunctionArgs) {
  return activityAction(args)
}
