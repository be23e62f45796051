export { loader, action } from '~/features/account/pages/ebill.server'
export { meta, default, ErrorBoundary } from '~/features/account/pages/ebill'
