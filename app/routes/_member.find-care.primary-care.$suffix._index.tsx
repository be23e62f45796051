export { loader } from '~/features/find-care/pages/primary-care-suffix.server'
export { meta, default, ErrorBoundary } from '~/features/find-care/pages/primary-care-suffix'
