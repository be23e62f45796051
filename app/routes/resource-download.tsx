export { loader } from '~/features/shell/pages/resource-download.server'
import { Stack } from '~/ui/layout'
import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { DownloadingResource } from '~/ui/pieces/spinner'
import { BasicFrame } from '~/features/shell/basic-frame'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'
import { PageTitle } from '~/ui/page'
import type { loader } from '~/features/shell/pages/resource-download.server'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...pageTitle({ matches }, 'hand-offs', 'download.title'),
  ...(data?.resource ? [{ httpEquiv: 'refresh', content: `0;url=${data.resource}` } as const] : []),
]

export default function ResourceDownload() {
  useLoaderData<typeof loader>()
  const { t } = useTranslation('hand-offs')
  return (
    <BasicFrame>
      <Stack gap="md" align="flex-start">
        <PageTitle>{t('download.heading')}</PageTitle>
        <DownloadingResource />
      </Stack>
    </BasicFrame>
  )
}
