import { type LoaderFunctionArgs } from '@remix-run/node'
import { failTo } from '~/platform/failures/failures.server'
import { parseHolidayCalendar } from '~/platform/plan/contact'
import { getAuthState } from '~/platform/session/auth.server'
import { messagesFor } from '~/platform/i18n/page-texts.server'
import { contextOf } from '~/platform/context/load-context.server'

/** Contact us, signed in or out: contact lines of the brand, TTY, the domain's holiday calendar. */
export async function loader(args: LoaderFunctionArgs) {
  const { brand, token } = await getAuthState(args)
  const calendar = await contextOf(args).api(token).holidayCalendar(brand.domainId).catch(failTo(args))
  return {
    lines: brand.contactLines,
    holidays: parseHolidayCalendar(calendar.data.item.content.value),
    messages: messagesFor(args, { public: 'all' }),
  }
}
