import { List } from '@mantine/core'
import { Anchor, Stack, Text } from '~/ui/layout'
import { errorPageTexts, type ErrorPageEntry } from '~/platform/failures/error-catalogue'
import { useTranslation } from '~/platform/i18n/use-translation'
import { PageTitle } from './page'

/** The error page of spec section 8: title, code, tips and links. */
export function ErrorPage({ entry }: { entry: ErrorPageEntry }) {
  const { t } = useTranslation()
  const texts = errorPageTexts(entry, (key) => t(key))
  return (
    <Stack gap="md" data-testid="error-page" data-status={entry.status}>
      <PageTitle>{texts.title}</PageTitle>
      {texts.code ? <Text fw={600}>{texts.code}</Text> : null}
      {texts.tips.length > 0 ? (
        <section aria-labelledby="error-tips">
          <Text id="error-tips" fw={600}>
            {texts.tipsHeading}
          </Text>
          <List>
            {texts.tips.map((tip) => (
              <List.Item key={tip}>{tip}</List.Item>
            ))}
          </List>
        </section>
      ) : null}
      {texts.links.length > 0 ? (
        <nav aria-labelledby="error-links">
          <Text id="error-links" fw={600}>
            {texts.linksHeading}
          </Text>
          <List>
            {texts.links.map((link) => (
              <List.Item key={link.href}>
                {link.href.startsWith('/') ? (
                  <Anchor to={link.href} reloadDocument={link.href === '/'}>
                    {link.label}
                  </Anchor>
                ) : (
                  <Anchor href={link.href}>{link.label}</Anchor>
                )}
              </List.Item>
            ))}
          </List>
        </nav>
      ) : null}
    </Stack>
  )
}
