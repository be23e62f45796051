export { loader, action } from '~/features/account/pages/resources-ebill-hand-off.server'
