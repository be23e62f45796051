export { loader } from '~/features/benefits/pages/handbooks.server'
export { meta, default, ErrorBoundary } from '~/features/benefits/pages/handbooks'
