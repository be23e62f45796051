export { loader } from '~/features/claims/pages/resources-eob-eobId.server'
