export { loader } from '~/features/claims/pages/resources-forms-formId.server'
