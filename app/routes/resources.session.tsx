export { loader, action } from '~/features/shell/pages/resources-session.server'
