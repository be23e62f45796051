export { loader } from '~/features/shell/pages/resources-chat-hand-off.server'
