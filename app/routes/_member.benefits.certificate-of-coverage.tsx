export { loader } from '~/features/benefits/pages/certificate-of-coverage.server'
export { meta, default, ErrorBoundary } from '~/features/benefits/pages/certificate-of-coverage'
