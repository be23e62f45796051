import { Card, Text, Title } from '~/ui/layout'
import { useTranslation } from '~/platform/i18n/use-translation'

/** The paperless note (spec: 'the average American uses 650 pounds of paper'). */
export function PaperlessNote() {
  const { t } = useTranslation('public')
  return (
    <Card withBorder component="section" aria-labelledby="paperless-heading">
      <Title order={2} size="h3" id="paperless-heading" mb="xs">
        {t('contact.paperless.heading')}
      </Title>
      <Text>{t('contact.paperless.text')}</Text>
    </Card>
  )
}
