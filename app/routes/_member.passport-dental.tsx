import { Anchor } from '~/ui/layout'
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requireAccount } from '~/platform/session/account-state.server'
import { PageStack, PageTitle } from '~/ui/page'
import { PassportDental } from '~/features/public/passport-dental'
import { passportDentalFindUrl, passportDentalProgramDetails } from '~/platform/plan/contact'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { messagesFor } from '~/platform/i18n/language.server'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'

export const meta: MetaFunction = (args) => pageTitle(args, 'public', 'passportDental.title')

export async function loader({ request }: LoaderFunctionArgs) {
  // The programs call starts with the account state (no waterfall).
  const { account, brand, programs } = await requireAccount(request, ({ api }) => ({
    programs: api.programs(),
  }))
  const details = passportDentalProgramDetails(programs, brand.passportDentalPhone)
  return {
    ...details,
    findUrl: passportDentalFindUrl(account.parentGroupId),
    messages: messagesFor(request, { public: 'all' }),
  }
}

export default function PassportDentalPage() {
  const { phone, findUrl, description } = useLoaderData<typeof loader>()
  const { t } = useTranslation('public')
  return (
    <PageStack>
      <Anchor to="/find-care/find-a-dentist">{t('passportDental.back')}</Anchor>
      <PageTitle>{t('passportDental.heading')}</PageTitle>
      <PassportDental phone={phone} findUrl={findUrl} description={description} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
