import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { MemberFormsPage } from '~/features/claims/member-forms-page'
import { pageTitle } from '~/platform/i18n/use-translation'
import { useTranslation } from '~/platform/i18n/use-translation'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { PageStack, PageTitle } from '~/ui/page'
import type { loader } from './forms.server'

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args, 'claims', 'forms.title')

export default function MemberForms() {
  const { groups } = useLoaderData<typeof loader>()
  const { t } = useTranslation('claims')
  return (
    <PageStack>
      <PageTitle>{t('forms.title')}</PageTitle>
      <MemberFormsPage groups={groups} />
    </PageStack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
