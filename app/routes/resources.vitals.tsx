export { action, loader } from '~/features/shell/pages/resources-vitals.server'
