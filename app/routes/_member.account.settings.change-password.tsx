export { loader, action } from '~/features/account/pages/settings-change-password.server'
export { meta, default, ErrorBoundary } from '~/features/account/pages/settings-change-password'
