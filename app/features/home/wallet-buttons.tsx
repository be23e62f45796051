import { PlainLinkButton } from '~/ui/plain-button'
import { Group, Stack, Text, Title } from '~/ui/layout'
import { useTranslation } from '~/platform/i18n/use-translation'

export type WalletButtonRow = { suffix: number; name: string; apple: string | null; google: string | null }

/**
 * 'Add to Apple Wallet' and 'Save to Google Wallet' (issue 44, decision 219), one row per member
 * whose card the signed-in member may add: plain links (the pass downloads, the save link opens
 * Google's page), so no script is needed. Each link's name says whose card it is.
 */
export function WalletButtons({ rows = [] }: { rows?: readonly WalletButtonRow[] }) {
  const { t } = useTranslation('home')
  if (rows.length === 0) return null
  const many = rows.length > 1
  return (
    <Stack gap="sm" component="section" aria-labelledby="wallet-heading">
      <Title order={2} size="h3" id="wallet-heading">
        {t('wallet.heading')}
      </Title>
      <Text>{t('wallet.intro')}</Text>
      {rows.map((row) => (
        <Stack gap="xs" key={row.suffix} data-wallet-member={row.suffix}>
          {many ? <Text fw={600}>{row.name}</Text> : null}
          <Group gap="md">
            {row.apple ? (
              <PlainLinkButton href={row.apple} variant="outline" data-wallet="apple">
                {t('wallet.addApple')}
                <span className="visually-hidden"> {t('wallet.forMember', { name: row.name })}</span>
              </PlainLinkButton>
            ) : null}
            {row.google ? (
              <PlainLinkButton href={row.google} variant="outline" data-wallet="google">
                {t('wallet.saveGoogle')}
                <span className="visually-hidden"> {t('wallet.forMember', { name: row.name })}</span>
              </PlainLinkButton>
            ) : null}
          </Group>
        </Stack>
      ))}
    </Stack>
  )
}
