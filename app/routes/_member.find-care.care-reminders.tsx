export { loader } from '~/features/find-care/pages/care-reminders.server'
export { meta, default, ErrorBoundary } from '~/features/find-care/pages/care-reminders'
