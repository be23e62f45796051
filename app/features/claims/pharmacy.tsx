import { PlainButton } from '~/ui/plain-button'
import { Anchor, Stack, Text } from '~/ui/layout'
import { CardSection } from '~/ui/card-section'
import { CONTACT_HOURS } from '~/platform/config/brands'
import { useTranslation } from '~/platform/i18n/use-translation'
import { useBrandText } from '~/ui/brand-text'

/**
 * The pharmacy benefit manager (program 37): its phone (program details) and hours (spec section
 * 9, 'Medicare Advantage and pharmacy', in the member's language as the contact blocks write
 * them), and the hand-off to its site. 'Go to the pharmacy site'
 * posts (same origin, no token) to /resources/pharmacy-hand-off, which answers the page that
 * carries the token to the pharmacy site in a hidden form field.
 */
export function PharmacyPage(props: { name: string; description: string; phone: string | null }) {
  const tel = props.phone?.replace(/[^\d+]/g, '')
  const { t } = useTranslation('claims')
  const common = useTranslation('common')
  const brandText = useBrandText()
  return (
    <Stack gap="lg">
      <Text>{props.description}</Text>
      <CardSection id="pharmacy-site-heading" title={props.name}>
        <Text mb="md">{t('pharmacy.site')}</Text>
        <form method="post" action="/resources/pharmacy-hand-off">
          <PlainButton>{t('pharmacy.goToSite')}</PlainButton>
        </form>
      </CardSection>
      <CardSection id="pharmacy-phone-heading" title={t('pharmacy.callHeading')}>
        {props.phone ? (
          <Text>
            {common.t('ui.contact.phone')} <Anchor href={`tel:${tel}`}>{props.phone}</Anchor>
          </Text>
        ) : null}
        <Text>
          {common.t('ui.contact.hours')} {brandText(CONTACT_HOURS.medicareAdvantageAndPharmacy)}
        </Text>
        <Text fw={700} mt="xs">
          {common.t('ui.contact.tty')}
        </Text>
      </CardSection>
      <CardSection id="pharmacy-claims-heading" title={t('pharmacy.claimsHeading')}>
        <Anchor to="/claims?category=pharmacy">{t('pharmacy.seeClaims')}</Anchor>
      </CardSection>
    </Stack>
  )
}
