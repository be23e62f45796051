import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requirePharmacy } from '~/features/claims/claims.server'
import { PharmacyPage } from '~/features/claims/pharmacy'
import { pageTitle } from '~/platform/i18n/use-translation'
import { useTranslation } from '~/platform/i18n/use-translation'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'
import { messagesFor } from '~/platform/i18n/language.server'

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args, 'claims', 'pharmacy.title')

/** The pharmacy benefit manager (program 37): only for members who have it, else the 404 page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { program } = await requirePharmacy(request)
  return {
    name: program.name,
    description: program.description,
    phone: program.details?.phoneNumber ?? null,
    messages: messagesFor(request, { claims: ['pharmacy'] }),
  }
}

export default function Pharmacy() {
  const { name, description, phone } = useLoaderData<typeof loader>()
  const { t } = useTranslation('claims')
  return (
    <PageStack>
      <PageTitle>{t('pharmacy.title')}</PageTitle>
      <PharmacyPage name={name} description={description} phone={phone} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
