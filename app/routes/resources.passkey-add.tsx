export { action, loader } from '~/features/account/pages/resources-passkey-add.server'
