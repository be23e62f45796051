export { loader, action } from '~/features/account/pages/settings-two-step-app.server'
export { meta, default, ErrorBoundary } from '~/features/account/pages/settings-two-step-app'
