import { List } from '@mantine/core'
import { Anchor, Card, Stack, Text, Title } from '~/ui/layout'
import { useTranslation } from '~/platform/i18n/use-translation'

/** The steps of a claim abroad, in order (`public:passportDental.claim.<step>`). */
const CLAIM_STEPS = ['pay', 'form', 'send', 'paid'] as const

export function PassportDental({
  phone,
  findUrl,
  description = null,
}: {
  phone: string
  findUrl: string
  /** The Passport Dental program's description from the programs call, when the member has it. */
  description?: string | null
}) {
  const { t } = useTranslation('public')
  return (
    <Stack gap="lg">
      {description ? <Text data-testid="passport-program-description">{description}</Text> : null}
      <Text>{t('passportDental.intro')}</Text>
      <Card withBorder component="section" aria-labelledby="find-abroad-heading">
        <Title order={2} size="h3" id="find-abroad-heading" mb="xs">
          {t('passportDental.find.heading')}
        </Title>
        <Text>
          {t('passportDental.find.callBefore')}
          <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Anchor>
          {t('passportDental.find.callAfter')}
        </Text>
        <Anchor href={findUrl} target="_blank" rel="noopener noreferrer">
          {t('passportDental.find.link')}
        </Anchor>
      </Card>
      <Card withBorder component="section" aria-labelledby="claim-abroad-heading">
        <Title order={2} size="h3" id="claim-abroad-heading" mb="xs">
          {t('passportDental.claim.heading')}
        </Title>
        <List type="ordered" spacing={4}>
          {CLAIM_STEPS.map((step) => (
            <List.Item key={step}>{t(`passportDental.claim.${step}`)}</List.Item>
          ))}
        </List>
        <Text mt="xs">
          {t('passportDental.claim.questions')}
          <Anchor to="/contact-us">{t('passportDental.claim.contactUs')}</Anchor>
          {t('passportDental.claim.questionsAfter')}
        </Text>
      </Card>
    </Stack>
  )
}
