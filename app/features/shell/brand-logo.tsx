import type { Brand } from '~/platform/config/brands'

/**
 * The brand's logo (its own file, `brandImage` in the brand config), named by the brand's name.
 * Shown at every width: on phones it is the spec's "mobile brand logo" of the shell.
 */
export function BrandLogo({
  brand,
  height,
}: {
  brand: Pick<Brand, 'brandImage' | 'productDisplayName'>
  height: number
}) {
  return (
    <img
      src={brand.brandImage}
      alt={brand.productDisplayName}
      height={height}
      className="shell-brand-logo"
      data-testid="brand-logo"
    />
  )
}
