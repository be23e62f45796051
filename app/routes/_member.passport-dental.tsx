export { loader } from '~/features/public/pages/passport-dental.server'
export { meta, default, ErrorBoundary } from '~/features/public/pages/passport-dental'
