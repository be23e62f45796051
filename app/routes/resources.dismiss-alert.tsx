export { action, loader } from '~/features/shell/pages/resources-dismiss-alert.server'
