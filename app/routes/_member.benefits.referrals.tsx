export { loader } from '~/features/benefits/pages/referrals.server'
export { meta, default, ErrorBoundary } from '~/features/benefits/pages/referrals'
