export { loader } from '~/features/benefits/pages/services-dental-code.server'
export { meta, default, ErrorBoundary } from '~/features/benefits/pages/services-dental-code'
