export { action, loader } from '~/features/sign-in/pages/resources-passkey-sign-in.server'
