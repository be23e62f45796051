import { Anchor, Box, Container, Group, Image, Stack, Text } from '@mantine/core'
import { Link } from '@remix-run/react'
import type { Brand } from '~/config/brands'
import type { MenuItem } from '~/rules/menus'
import type { AccreditationSeal } from '~/rules/shell'

/**
 * The footer (spec section 2 'Page shell'): optional brand image, copyright lines, policy links
 * that open in a new tab (with a visible hint), the optional accreditation seal with its level,
 * and (signed in) a site map of the primary menu.
 */
export function SiteFooter({
  brand,
  accreditation = null,
  siteMap = [],
}: {
  brand: Brand
  accreditation?: AccreditationSeal | null
  siteMap?: MenuItem[]
}) {
  const { footer } = brand
  return (
    <Box component="footer" py="lg" mt="xl" bg="gray.1" c="#212529">
      <Container size="xl">
        <Stack gap="md">
          {siteMap.length > 0 && (
            <nav aria-label="Site map">
              <ul className="shell-footer-links">
                {siteMap.map((item) => (
                  <li key={item.title}>
                    <Anchor component={Link} to={item.target} c="#1864ab">
                      {item.title}
                    </Anchor>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <Group justify="space-between" align="flex-start" gap="lg">
            <Stack gap={4}>
              {footer.brandImage && (
                <Image src={footer.brandImage} alt={footer.brandImageAlt} h={40} w="auto" />
              )}
              {footer.copyrightLines.map((line) => (
                <Text key={line} size="sm">
                  {line}
                </Text>
              ))}
              <ul className="shell-footer-links" aria-label="Policies">
                {footer.policyLinks.map((link) => (
                  <li key={link.href}>
                    <Anchor href={link.href} target="_blank" rel="noopener noreferrer" size="sm" c="#1864ab">
                      {link.label} <span>(opens in a new tab)</span>
                    </Anchor>
                  </li>
                ))}
              </ul>
            </Stack>
            {accreditation && <AccreditationSealBox seal={accreditation} />}
          </Group>
        </Stack>
      </Container>
    </Box>
  )
}

/** "Accreditation images map to three levels: Accredited, Commendable, Interim." */
export function AccreditationSealBox({ seal }: { seal: AccreditationSeal }) {
  const absolute = /^https?:\/\//.test(seal.image)
  return (
    <Group gap="sm" wrap="nowrap" data-testid="accreditation-seal" data-level={seal.level} maw={360}>
      {absolute ? (
        <Image src={seal.image} alt="" w={56} h={56} fit="contain" />
      ) : (
        <Box
          aria-hidden="true"
          w={56}
          h={56}
          style={{
            borderRadius: '50%',
            border: '3px solid #1864ab',
            display: 'grid',
            placeItems: 'center',
            flex: 'none',
          }}
        >
          <Text fw={800} c="#1864ab" size="xs">
            {seal.level.slice(0, 3).toUpperCase()}
          </Text>
        </Box>
      )}
      <Box>
        <Text size="sm" fw={700}>
          Accreditation: {seal.level}
        </Text>
        <Text size="sm">{seal.text}</Text>
      </Box>
    </Group>
  )
}
