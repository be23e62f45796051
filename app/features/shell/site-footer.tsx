import { Anchor, Container, Group, Stack, Text } from '~/ui/layout'
import { useTranslation } from '~/platform/i18n/use-translation'
import type { Brand } from '~/platform/config/brands'
import { COLORS } from '~/ui/pieces/colors'
import { useBrandText } from '~/ui/brand-text'
import { BrandLogo } from './brand-logo'
import { LanguageSwitch } from './language-switch'
import type { MenuItem } from './menus'
import type { AccreditationSeal } from './shell'

/**
 * The footer (spec section 2 'Page shell'): the brand image, copyright lines, policy links
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
  const { t } = useTranslation()
  const brandText = useBrandText()
  return (
    <footer className="ui-py-lg ui-mt-xl" style={{ background: COLORS.fill, color: COLORS.text }}>
      <Container size="xl">
        <Stack gap="md">
          {siteMap.length > 0 && (
            <nav aria-label={t('shell.siteMap')}>
              <ul className="shell-footer-links">
                {siteMap.map((item) => (
                  <li key={item.title}>
                    <Anchor to={item.target}>{item.title}</Anchor>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <Group justify="space-between" align="flex-start" gap="lg">
            <Stack gap={4}>
              <BrandLogo brand={brand} height={40} />
              {footer.copyrightLines.map((line) => (
                <Text key={line} size="sm">
                  {brandText(line)}
                </Text>
              ))}
              <ul className="shell-footer-links" aria-label={t('shell.policies')}>
                {footer.policyLinks.map((link) => (
                  <li key={link.href}>
                    <Anchor href={link.href} target="_blank" rel="noopener noreferrer" size="sm">
                      {brandText(link.label)} <span>{t('shell.newTab')}</span>
                    </Anchor>
                  </li>
                ))}
              </ul>
              <LanguageSwitch />
            </Stack>
            {accreditation && <AccreditationSealBox seal={accreditation} />}
          </Group>
        </Stack>
      </Container>
    </footer>
  )
}

/** Ring colour per level, from the theme (each >= 3:1 on the footer's light grey). */
const SEAL_COLOR: Record<AccreditationSeal['level'], string> = {
  Accredited: 'var(--mantine-color-blue-9)',
  Commendable: COLORS.success,
  Interim: 'var(--mantine-color-pink-9)',
}

/**
 * "Accreditation images map to three levels: Accredited, Commendable, Interim." The seal is drawn
 * here for its level (no request to the accreditation's image host, no broken image when it is
 * unreachable); the level and the accreditation text are always given as text.
 */
export function AccreditationSealBox({ seal }: { seal: AccreditationSeal }) {
  const { t } = useTranslation()
  const color = SEAL_COLOR[seal.level]
  return (
    <Group gap="sm" wrap="nowrap" data-testid="accreditation-seal" data-level={seal.level} maw={380}>
      <svg
        width="56"
        height="56"
        viewBox="0 0 56 56"
        aria-hidden="true"
        focusable="false"
        style={{ flex: 'none' }}
      >
        <circle cx="28" cy="28" r="25" fill={COLORS.white} stroke={color} strokeWidth="4" />
        <circle cx="28" cy="28" r="18" fill="none" stroke={color} strokeWidth="1.5" strokeDasharray="3 2" />
        <path
          d="M19 29l6 6 12-13"
          fill="none"
          stroke={color}
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div>
        <Text size="sm" fw={700}>
          {t('shell.accreditation', { level: seal.level })}
        </Text>
        <Text size="sm">{seal.text}</Text>
      </div>
    </Group>
  )
}
