import { Anchor, Stack, Text } from '~/ui/layout'
import type { PlanManagementBanner as Banner } from '~/platform/plan/plan-management'
import { Notice } from '~/ui/notice'

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
  if (!termedWarning && !ebillAlert && !planManagement && !pcpAdministrativeUpdate) return null
  return (
    <Stack gap="sm" data-testid="banner-area">
      {termedWarning && (
        <Notice type="warning" title="Coverage ended" testId="termed-warning">
          <Text>
            You are not currently enrolled in a plan with us. Some features of your dashboard are unavailable.
          </Text>
        </Notice>
      )}
      {ebillAlert && (
        <Notice type="info" title="Pay your premium online with eBill" testId="ebill-alert">
          <Text>Set up eBill to view and pay your bills online.</Text>
          <Anchor to="/account/ebill" {...linkProps}>
            Go to eBill
          </Anchor>
        </Notice>
      )}
      {planManagement && (
        <Notice
          type={planManagement.variant === 'cancellation' ? 'warning' : 'info'}
          title={
            planManagement.variant === 'cancellation'
              ? 'Your plan will not be renewed'
              : 'Time to review your plan'
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
        <Notice type="info" title="Primary care administrative update" testId="pcp-administrative-update">
          <Text>
            We are updating primary care records through March 31, 2025. Please check that your primary care
            provider is correct.
          </Text>
          <Anchor to="/find-care/primary-care" {...linkProps}>
            Review primary care
          </Anchor>
        </Notice>
      )}
    </Stack>
  )
}
