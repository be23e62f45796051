export { loader, action } from '~/features/sign-in/pages/sso-landing.server'
