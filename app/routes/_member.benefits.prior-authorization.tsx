export { loader } from '~/features/benefits/pages/prior-authorization.server'
export { meta, default, ErrorBoundary } from '~/features/benefits/pages/prior-authorization'
