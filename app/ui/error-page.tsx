import { List } from '@mantine/core'
import { Anchor, Stack, Text, Title } from '~/ui/layout'
import { LINKS_HEADING, TIPS_HEADING, type ErrorPageEntry } from '~/platform/failures/error-catalogue'

/** The error page of spec section 8: title, code, tips and links. */
export function ErrorPage({ entry }: { entry: ErrorPageEntry }) {
  return (
    <Stack gap="md" data-testid="error-page" data-status={entry.status}>
      <Title order={1} tabIndex={-1} id="page-heading">
        {entry.title}
      </Title>
      {entry.code ? <Text fw={600}>{entry.code}</Text> : null}
      {entry.tips.length > 0 ? (
        <section aria-labelledby="error-tips">
          <Text id="error-tips" fw={600}>
            {TIPS_HEADING}
          </Text>
          <List>
            {entry.tips.map((tip) => (
              <List.Item key={tip}>{tip}</List.Item>
            ))}
          </List>
        </section>
      ) : null}
      {entry.links.length > 0 ? (
        <nav aria-labelledby="error-links">
          <Text id="error-links" fw={600}>
            {LINKS_HEADING}
          </Text>
          <List>
            {entry.links.map((link) => (
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
