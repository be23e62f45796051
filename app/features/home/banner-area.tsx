import { Anchor, Stack, Text } from '~/ui/layout'
import type { PlanManagementBanner as Banner } from '~/platform/plan/plan-management'
import { Notice } from '~/ui/notice'
import { useTranslation } from '~/platform/i18n/use-translation'

const linkProps = { underline: 'always', fw: 600 } as const

/** Home item 2 (termed warning, eBill alert, plan management banner) and item 3 (PCP administrative update). */
export function BannerArea({
  termedWarning,
  ebillAlert,
  planManagement,
  pcpAdministrativeUpdate,
}: {
  termedWarning: boolean
  ebillAlert: boolean
  planManagement: Banner | null
  pcpAdministrativeUpdate: boolean
}) {
  const { t } = useTranslation('home')
  if (!termedWarning && !ebillAlert && !planManagement && !pcpAdministrativeUpdate) return null
  return (
    <Stack gap="sm" data-testid="banner-area">
      {termedWarning && (
        <Notice type="warning" title={t('banners.termedTitle')} testId="termed-warning">
          <Text>{t('banners.termedText')}</Text>
        </Notice>
      )}
      {ebillAlert && (
        <Notice type="info" title={t('banners.ebillTitle')} testId="ebill-alert">
          <Text>{t('banners.ebillText')}</Text>
          <Anchor to="/account/ebill" {...linkProps}>
            {t('banners.ebillLink')}
          </Anchor>
        </Notice>
      )}
      {planManagement && (
        <Notice
          type={planManagement.variant === 'cancellation' ? 'warning' : 'info'}
          title={
            planManagement.variant === 'cancellation'
              ? t('banners.cancellationTitle')
              : t('banners.reminderTitle')
          }
          testId={`plan-management-${planManagement.variant}`}
        >
          {planManagement.lines.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
          <Stack gap={2} mt={4}>
            <Anchor to={planManagement.link.target} {...linkProps}>
              {planManagement.link.title}
            </Anchor>
            {planManagement.variant === 'cancellation' && (
              <Anchor to={planManagement.contactLink.target} {...linkProps}>
                {planManagement.contactLink.title}
              </Anchor>
            )}
          </Stack>
        </Notice>
      )}
      {pcpAdministrativeUpdate && (
        <Notice type="info" title={t('banners.pcpUpdateTitle')} testId="pcp-administrative-update">
          <Text>{t('banners.pcpUpdateText')}</Text>
          <Anchor to="/find-care/primary-care" {...linkProps}>
            {t('banners.pcpUpdateLink')}
          </Anchor>
        </Notice>
      )}
    </Stack>
  )
}
