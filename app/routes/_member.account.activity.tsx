export { loader, action } from '~/features/account/pages/activity.server'
export { meta, default, ErrorBoundary } from '~/features/account/pages/activity'
