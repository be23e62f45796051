export { loader, action } from '~/features/account/pages/settings.server'
export { meta, default, ErrorBoundary } from '~/features/account/pages/settings'
