export { loader, action } from '~/features/account/pages/settings-two-step.server'
export { meta, default, ErrorBoundary } from '~/features/account/pages/settings-two-step'
