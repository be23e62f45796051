export { loader } from '~/features/benefits/pages/details-tier-dental-code.server'
export { meta, default, ErrorBoundary } from '~/features/benefits/pages/details-tier-dental-code'
