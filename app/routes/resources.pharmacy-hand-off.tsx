export { loader, action } from '~/features/claims/pages/resources-pharmacy-hand-off.server'
