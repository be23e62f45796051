import { Card, Text, Title } from '~/ui/layout'
import { PAPERLESS_TEXT } from '~/platform/plan/contact'

export function PaperlessNote() {
  return (
    <Card withBorder component="section" aria-labelledby="paperless-heading">
      <Title order={2} size="h3" id="paperless-heading" mb="xs">
        Go paperless
      </Title>
      <Text>{PAPERLESS_TEXT}</Text>
    </Card>
  )
}
