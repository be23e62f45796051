/**
 * The member API contract (spec section 7, field names of section 3).
 *
 * One module, imported by BOTH the sandbox gateway (`server/`) and the dashboard's
 * gateway client (`app/gateway/client.server.ts`), so the two cannot drift.
 * Pure zod: no I/O. Response shapes the spec does not give are ours and are
 * written down here (see docs/decisions/002-gateway-contract.md).
 *
 * Conventions:
 * - Every path below is relative to the gateway prefix (GATEWAY_URL ends with it).
 * - Dates travel as 'YYYY-MM-DD' strings; a missing date is null.
 * - Server preference flags travel as 'Y' | 'N' and become booleans in the dashboard.
 * - Error bodies are `gatewayErrorBody`.
 */
import { z } from 'zod'

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')
const nullableDate = isoDate.nullable()
const yesNo = z.enum(['Y', 'N'])

export const domainIds = [1, 2, 5] as const
export const domainId = z.union([z.literal(1), z.literal(2), z.literal(5)])
export type DomainId = z.infer<typeof domainId>

/** Every call's path, relative to the gateway prefix. */
export const paths = {
  token: 'token',
  tokenUserKey: 'token/userkey',
  loginAs: 'login-as',
  groupSelection: 'group-selection',
  groups: 'groups',
  groupsIndividual: 'groups/individual',
  groupDetail: 'group-detail',
  account: 'account',
  accountStatus: 'account/status',
  employeeId: 'account/getEmployeeId',
  registrationPolicies: 'account/registration/policies',
  registration: 'account/registration',
  registrationValidation: 'account/registration/validate',
  relevantPreferences: 'account/relevant-preferences',
  preferences: 'account/preferences',
  password: 'account/password',
  securityQuestions: 'account/security-questions',
  securityAnswers: 'account/security-answers',
  address: 'account/address',
  addressOptions: 'account/address/options',
  forgotUsername: 'account/forgot-username',
  forgotPassword: 'account/forgot-password',
  benefits: (category: BenefitCategory) => `benefits/${category}`,
  benefitsHistory: 'benefits/history',
  benefitsLimits: 'benefits/limits',
  familyEligibility: 'eligibility/family',
  planManagementDetails: 'plan-management/details',
  planManagementCancellation: 'plan-management/cancellation',
  hasEbill: 'ebill/hasEbill',
  ebillRegistered: 'ebill/ebillRegistered',
  showEbillAlert: 'ebill/showEbillAlert',
  registerEbillUser: 'ebill/registerEbillUser',
  idCardEligible: 'idCard/eligible',
  idCardView: 'idCard/view',
  idCardEmail: 'idCard/email',
  idCardRequest: 'idCard/request',
  pcpMembers: 'pcp/members',
  pcpEligibility: 'pcp/eligibility',
  pcpProvider: 'pcp/provider',
  pcpCityOfPortland: 'pcp/city-of-portland',
  pcpSelect: 'pcp/select',
  pcpSearch: 'pcp/search',
  programsSitecore: 'programs/sitecore',
  programs: 'programs',
  referrals: 'referrals',
  referralsMetadata: 'referrals/metadata',
  hasReferrals: 'referrals/hasReferrals',
  medicareMaterials: 'medicare-materials',
  medicareMaterialsEligibility: 'medicare-materials/eligibility',
  messageCalendar: 'message/calendar',
  messageCalendarDomain: (id: DomainId) => `message/calendar/domain/${id}`,
  handbookOoc: 'handbook/ooc',
  alerts: 'alerts',
  /** "URL from configuration": the sandbox serves them here; env can point elsewhere. */
  accreditation: 'config/accreditation',
  chatConfig: 'config/chat',
  /** Outside systems, reached by the browser (hidden form POST / link), not by the server. */
  crmSso: 'crm/sso',
  ebillSite: 'ebill-site',
} as const

// ---------------------------------------------------------------- errors

export const loginErrorType = z.enum(['LOGIN_ATTEMPTS_REMAINING', 'ACCOUNT_LOCKED', 'BAD_CREDENTIALS'])
export const gatewayErrorBody = z.object({
  status: z.number().int(),
  message: z.string(),
  errorType: z.string().optional(),
  errorData: z.object({ attemptsRemaining: z.number().int().optional() }).passthrough().optional(),
})
export type GatewayErrorBody = z.infer<typeof gatewayErrorBody>

// ---------------------------------------------------------------- auth

export const staffRole = z.enum(['logInAsAnyone', 'logInAsNonEmp'])
export type StaffRole = z.infer<typeof staffRole>
export const tokenRole = z.enum(['member', 'logInAsAnyone', 'logInAsNonEmp'])

/** Claims of the gateway's signed JWT (the dashboard reads, never trusts them for security). */
export const tokenClaims = z.object({
  sub: z.string(),
  memberKey: z.string().nullable(),
  subscriberId: z.string().nullable(),
  groupId: z.string().nullable(),
  domainId,
  role: tokenRole,
  issuedByRole: staffRole.nullable(),
  exp: z.number().int(),
  /** The token's own id (the sandbox gives each token one); revocation is keyed by it (decision 215). */
  jti: z.string().optional(),
})
export type TokenClaims = z.infer<typeof tokenClaims>

export const loginRequest = z.object({
  username: z.string().min(1),
  password: z.string().min(1),
  domainId,
})
export const tokenResponse = z.object({ token: z.string(), redirect: z.string().nullable() })
export type TokenResponse = z.infer<typeof tokenResponse>

export const loginAsRequest = z.object({
  subscriberId: z.string().min(1),
  domainId,
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  dateOfBirth: isoDate.optional(),
})

export const groupSelectionRequest = z.object({ groupId: z.string(), domain: domainId })
export const groupSelectionResponse = z.object({ token: z.string() })

// ---------------------------------------------------------------- groups

export const group = z.object({
  groupId: z.string(),
  groupName: z.string(),
  memberKey: z.string(),
  crmRouted: z.boolean(),
  planEffectiveDate: nullableDate,
  planTerminationDate: nullableDate,
  inactive: z.boolean(),
})
export type Group = z.infer<typeof group>
export const groups = z.array(group)

export const groupListItem = z.object({
  groupId: z.string(),
  groupName: z.string(),
  planEffectiveDate: nullableDate,
  planTerminationDate: nullableDate,
  inactive: z.boolean(),
})
export const groupsIndividual = z.array(groupListItem)

export const planStatus = z.enum(['ACTIVE', 'FUTURE', 'TERMED'])
export type PlanStatus = z.infer<typeof planStatus>
export const planTypeStatus = z.object({
  planStatus,
  planEffectiveDate: nullableDate,
  planTerminationDate: nullableDate,
})
export const groupDetail = z.object({
  groupId: z.string(),
  groupName: z.string(),
  groupEffectiveDate: nullableDate,
  groupTerminationDate: nullableDate,
  medical: planTypeStatus.nullable(),
  dental: planTypeStatus.nullable(),
  vision: planTypeStatus.nullable(),
  pharmacy: planTypeStatus.nullable(),
})
export type GroupDetail = z.infer<typeof groupDetail>
export const groupDetails = z.array(groupDetail)

// ---------------------------------------------------------------- account

export const categoryEligibility = z.object({
  eligible: z.boolean(),
  classPlanId: z.string().nullable(),
  effectiveDate: nullableDate,
  terminationDate: nullableDate,
  classPlanEffectiveDate: nullableDate,
})
export type CategoryEligibility = z.infer<typeof categoryEligibility>

export const member = z.object({
  memberKey: z.string(),
  memberSuffix: z.number().int().min(0),
  firstName: z.string(),
  lastName: z.string(),
  relationship: z.string(),
  relationshipDescription: z.string(),
  dateOfBirth: isoDate,
  sex: z.string(),
  sexDescription: z.string(),
  hasOutOfAreaPlan: z.boolean(),
  hasOtherMedical: z.boolean(),
  hasOtherDental: z.boolean(),
  role: z.string(),
  networkNames: z.array(z.string()),
  medicalEligibility: categoryEligibility.extend({ insuranceType: z.string().nullable() }),
  dentalEligibility: categoryEligibility,
  visionEligibility: categoryEligibility,
  pharmacyEligibility: categoryEligibility,
})
export type Member = z.infer<typeof member>

export const address = z.object({
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  phoneNumber: z.string(),
})
export type Address = z.infer<typeof address>

export const addressOption = z.object({
  codeKey: z.string(),
  codeType: z.string(),
  description: z.string(),
  sortOrder: z.number().int(),
})
export const addressOptions = z.object({
  countries: z.array(addressOption),
  states: z.array(addressOption),
})
export type AddressOptions = z.infer<typeof addressOptions>

/** Preferences as the server sends them: Y/N flags. */
export const preferenceFlags = [
  'electronicEob',
  'emailBreakingNews',
  'electronicMedicareMailing',
  'emailPaymentReminder',
  'emailAutopayWithdrawalReminder',
  'discontinuePaperStatements',
  'emailWhenBillReady',
  'emailEwpNotification',
  'showEwpLandingPage',
] as const
export type PreferenceFlag = (typeof preferenceFlags)[number]
export const preferencesWire = z.object({
  emailAddress: z.string().nullable(),
  electronicEob: yesNo,
  emailBreakingNews: yesNo,
  electronicMedicareMailing: yesNo,
  emailPaymentReminder: yesNo,
  emailAutopayWithdrawalReminder: yesNo,
  discontinuePaperStatements: yesNo,
  emailWhenBillReady: yesNo,
  emailEwpNotification: yesNo,
  showEwpLandingPage: yesNo,
})
export type PreferencesWire = z.infer<typeof preferencesWire>
/** PUT account/preferences: changing an existing e-mail address needs the current password. */
export const preferencesUpdate = preferencesWire.partial().extend({ currentPassword: z.string().optional() })

export const chatConfig = z.object({
  host: z.string(),
  bus: z.string(),
  poc: z.string(),
  displayChat: z.boolean(),
  mappedGroupId: z.string().nullable(),
  /** Ours (decision 151): when chat is staffed, as members read it; absent when not given. */
  hours: z.string().optional(),
  /** Ours (decision 151): whether chat is staffed now; absent means available whenever displayed. */
  available: z.boolean().optional(),
})

export type ChatConfig = z.infer<typeof chatConfig>

export const accountDetails = z.object({
  subscriberId: z.string(),
  subscriberKey: z.string(),
  groupKey: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  parentGroupId: z.string().nullable(),
  parentGroupName: z.string().nullable(),
  effectiveDate: nullableDate,
  hireDate: nullableDate,
  members: z.array(member),
  address,
  preferences: preferencesWire,
  chatConfig,
  products: z.array(z.string()),
})
export type AccountDetails = z.infer<typeof accountDetails>

export const accountStatus = z.enum(['ACT', 'DIS', 'INI', 'DLG', 'FRC'])
export type AccountStatus = z.infer<typeof accountStatus>

export const employeeInfo = z.object({ employeeId: z.string().nullable(), local598: z.boolean() })

export const registrationPolicy = z.object({
  isCommunicationPolicySigned: z.boolean(),
  isEeobPreferenceConsented: z.boolean().nullable(),
})
export const registrationPolicyResponse = z.object({ registrationPolicy })

export const passwordChange = z.object({ currentPassword: z.string(), newPassword: z.string() })

export const securityQuestion = z.object({ questionId: z.string(), question: z.string() })
export const securityQuestions = z.object({
  available: z.array(securityQuestion),
  /** The member's chosen questions (answers are never sent back). */
  selected: z.array(securityQuestion),
})
export const securityAnswers = z.object({
  answers: z.array(z.object({ questionId: z.string(), answer: z.string() })).min(1),
  currentPassword: z.string().optional(),
})

/** POST account/registration: the registration state of the multi-step sign-up. */
export const registrationState = z.object({
  userDetails: z.object({
    subscriberId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: isoDate,
  }),
  preferences: z.object({ emailAddress: z.string(), electronicEob: yesNo.optional() }),
  credentials: z.object({ username: z.string(), password: z.string() }),
  questions: z.array(z.object({ questionId: z.string(), answer: z.string() })),
  policySignatures: z.object({ communicationPolicy: z.boolean(), termsOfUse: z.boolean() }),
  /** The step the member was on when the state was sent (0-based; the last step submits). */
  activeStep: z.number().int().min(0),
  /**
   * The phone number printed with the policies the member signed, for questions about them
   * (docs/decisions/147-registration-policy-phone.md); null where the brand gives none.
   */
  policyPhone: z.string().nullable(),
  domainId,
})
export type RegistrationState = z.infer<typeof registrationState>
/** POST account/registration/validate: one step checked ahead of the final call. */
export const registrationValidationRequest = z.discriminatedUnion('step', [
  z.object({ step: z.literal('userDetails'), domainId, userDetails: registrationState.shape.userDetails }),
  z.object({ step: z.literal('username'), domainId, username: z.string() }),
])
export const registrationValidationResponse = z.object({ valid: z.boolean(), message: z.string().nullable() })

export const forgotUsernameRequest = z.object({ emailAddress: z.string(), domainId })
export const forgotPasswordRequest = z.object({ username: z.string(), domainId })
/** Always the same answer, known user or not. */
export const recoveryResponse = z.object({ message: z.string() })

// ---------------------------------------------------------------- benefits

export const benefitCategories = ['medical', 'dental', 'vision', 'pharmacy'] as const
export const benefitCategory = z.enum(benefitCategories)
export type BenefitCategory = z.infer<typeof benefitCategory>

export const networkTier = z.enum(['innet', 'outnet', 'tab1', 'tab2'])
export const limit = z.object({
  productCategory: z.string(),
  coverageType: z.enum(['INDIVIDUAL', 'FAMILY']),
  limitType: z.string(),
  networkTier: z.string().nullable(),
  total: z.number().nullable(),
  totalMet: z.number().nullable(),
  totalRemaining: z.number().nullable(),
  detailedDescription: z.object({ header: z.string(), body: z.string() }).nullable(),
})
export type Limit = z.infer<typeof limit>
export const limits = z.array(limit)

export const deductibleItem = z.object({
  category: z.string(),
  label: z.string(),
  total: z.number(),
  met: z.number(),
  remaining: z.number(),
  coverage: z.string(),
  tier: z.string(),
  detailDescription: z.string().nullable(),
})
export const dentalMaximum = z.object({
  description: z.string(),
  familyAmount: z.number(),
  familyMet: z.number(),
  familyRemaining: z.number(),
  indivAmount: z.number(),
  indivMet: z.number(),
  indivRemaining: z.number(),
  detailDescription: z.object({ header: z.string(), body: z.string() }).nullable(),
})
export const dentalService = z.object({
  tier: z.string(),
  category: z.string(),
  code: z.string(),
  name: z.string(),
  amount: z.string(),
  description: z.string(),
  incentiveTiers: z.array(z.string()),
  benefitLimit: z.string().nullable(),
})
export const medicalService = z.object({
  tierId: z.string(),
  url: z.string().nullable(),
  pageId: z.string(),
  pageDescription: z.string(),
})
export const serviceDetail = z.object({
  id: z.string(),
  mainNote: z.string().nullable(),
  outOfPocket: z.string().nullable(),
  tier: z.string(),
  items: z.array(
    z.object({
      description: z.string(),
      network: z.string(),
      note: z.string().nullable(),
      copay: z.string(),
      isCopay: z.boolean(),
    }),
  ),
})
export const benefitData = z.object({
  category: benefitCategory,
  suffix: z.number().int(),
  asOfDate: isoDate,
  planName: z.string().nullable(),
  deductibles: z.array(deductibleItem),
  maximums: z.array(dentalMaximum),
  dentalServices: z.array(dentalService),
  medicalServices: z.array(medicalService),
  serviceDetails: z.array(serviceDetail),
})
export type BenefitData = z.infer<typeof benefitData>

export const benefitHistoryItem = z.object({
  effectiveDate: isoDate,
  termedDate: nullableDate,
  plan: z.string(),
  category: z.string(),
  memberKey: z.string(),
})
export const benefitHistory = z.object({
  medical: z.array(benefitHistoryItem),
  dental: z.array(benefitHistoryItem),
  vision: z.array(benefitHistoryItem),
  pharmacy: z.array(benefitHistoryItem),
})

export const familyPlanEligibilityEntry = z.object({
  memberKey: z.string(),
  suffix: z.number().int(),
  /** Category letter: M medical, D dental, X pharmacy, V vision. */
  productCategory: z.enum(['M', 'D', 'X', 'V']),
  source: z.string(),
  effectiveDate: isoDate,
  termedDate: nullableDate,
})
export type FamilyPlanEligibilityEntry = z.infer<typeof familyPlanEligibilityEntry>
export const familyPlanEligibility = z.array(familyPlanEligibilityEntry)

// ---------------------------------------------------------------- plan management

export const directCancellationStatusId = z.enum(['M', 'D'])
export const planManagementDetails = z.object({
  eligibleAndActive: z.boolean(),
  groupType: z.string().nullable(),
  openEnrollmentStart: nullableDate,
  openEnrollmentEnd: nullableDate,
  currentPlanYear: z.string().nullable(),
  upcomingPlanYear: z.string().nullable(),
  coverageEndDateUponCancellation: nullableDate,
  coverageStartDateUponRenewal: nullableDate,
  directPlanCancellationStatus: z.object({ id: directCancellationStatusId }).nullable(),
  directCancellationOptions: z.array(z.object({ id: directCancellationStatusId, label: z.string() })),
  directShopUrl: z.string().nullable(),
  exchangeUrl: z.string().nullable(),
  exchangeUrlLabel: z.string().nullable(),
})
export type PlanManagementDetails = z.infer<typeof planManagementDetails>
export const planCancellationRequest = z.object({ cancellationStatusId: directCancellationStatusId })

// ---------------------------------------------------------------- flags, id card

export const flag = z.boolean()
export const idCardEmailRequest = z.object({
  category: z.enum(['M', 'D', 'X', 'V']),
  emailAddress: z.string(),
})
export const idCardRequestQuery = z.object({ category: z.enum(['M', 'D', 'X', 'V']) })

// ---------------------------------------------------------------- primary care

export const pcpLocation = z.object({
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phoneNumber: z.string().nullable(),
})
export const pcpHistoryEntry = z.object({
  providerId: z.string(),
  providerName: z.string(),
  providerTitle: z.string().nullable(),
  memberKey: z.string(),
  beginDate: isoDate,
  endDate: nullableDate,
  pcpSelected: z.boolean(),
  pcpTerminationReason: z.string().nullable(),
  locations: z.array(pcpLocation),
})
export type PcpHistoryEntry = z.infer<typeof pcpHistoryEntry>
export const pcpMembers = z.object({
  eligible: z.boolean(),
  members: z.array(
    z.object({
      memberKey: z.string(),
      suffix: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      eligibleDates: z.array(z.object({ effectiveDate: isoDate, terminationDate: nullableDate })),
    }),
  ),
  selections: z.array(z.object({ memberKey: z.string(), providerId: z.string(), effectiveDate: isoDate })),
  pcp360History: z.array(pcpHistoryEntry),
})
export type PcpMembers = z.infer<typeof pcpMembers>

export const provider = z.object({
  name: z.string(),
  id: z.string().nullable(),
  groupName: z.string().nullable(),
  title: z.string().nullable(),
  acceptingNewPatients: z.boolean(),
  distance: z.number().nullable(),
  specialty: z.string().nullable(),
  languages: z.array(z.string()),
  locations: z.array(pcpLocation),
})
export type Provider = z.infer<typeof provider>

export const pcpSelectRequest = z.object({
  pcpSelectList: z.array(z.object({ memberKey: z.string(), effectiveDate: z.string() })).min(1),
  providerId: z.string(),
  email: z.string().nullable(),
})
export const pcpSearchRequest = z.object({
  members: z.array(z.object({ memberKey: z.string(), effectiveDate: z.string() })),
  radius: z.number().int().positive(),
  zip: z.string(),
  searchString: z.string(),
})
export const pageInfo = z.object({
  last: z.boolean(),
  first: z.boolean(),
  empty: z.boolean(),
  number: z.number().int(),
  numberOfElements: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
})
export const pcpSearchResult = z.object({ data: z.array(provider), page: pageInfo })

// ---------------------------------------------------------------- programs

export const program = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  categories: z.array(z.string()),
  eligible: z.boolean(),
  displayOrder: z.number().int(),
  highPriority: z.boolean(),
  featureGroup: z.string().nullable(),
  childResourceIds: z.array(z.number().int()),
  resource: z.string().nullable(),
  url: z.string().nullable(),
  urlDocumentType: z.string().nullable(),
  details: z.object({ phoneNumber: z.string().nullable() }).nullable(),
})
export type Program = z.infer<typeof program>
export const programs = z.array(program)

// ---------------------------------------------------------------- referrals

export const referral = z.object({
  referralId: z.string(),
  memberKey: z.string(),
  memberName: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  specialty: z.string(),
  statusCode: z.string(),
  statusDescription: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  visitsAuthorized: z.number().int(),
  /** Visits already used; absent or null when the gateway does not know. */
  visitsUsed: z.number().int().nullable().optional(),
})
export const referralPage = pageInfo.extend({ content: z.array(referral) })
export const referralsMetadata = z.object({
  members: z.array(z.object({ memberKey: z.string(), name: z.string() })),
  statuses: z.array(z.object({ code: z.string(), description: z.string() })),
  providers: z.array(z.object({ providerId: z.string(), name: z.string() })),
})

// ---------------------------------------------------------------- medicare, messages, handbooks

export const medicareMaterial = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  url: z.string(),
  year: z.number().int(),
})
export const medicareMaterials = z.array(medicareMaterial)

/** message/calendar: `data.item.content.value` holds the holiday calendar, one 'date|name' a line. */
export const messageCalendar = z.object({
  data: z.object({ item: z.object({ content: z.object({ value: z.string() }) }) }),
})

export const globalAlert = z.object({
  id: z.string(),
  type: z.enum(['info', 'success', 'warning', 'error']),
  title: z.string(),
  content: z.string(),
  canDismiss: z.boolean(),
  links: z.array(z.object({ label: z.string(), href: z.string() })),
  buttons: z.array(z.object({ label: z.string(), href: z.string() })),
})
export type GlobalAlert = z.infer<typeof globalAlert>
export const globalAlerts = z.array(globalAlert)

export const accreditationResponse = z.object({
  accreditations: z.array(z.object({ image: z.string(), text: z.string() })),
  elementValue: z.string(),
})

/** Plain-text responses (token/userkey, account/status, idCard/request, pcp/city-of-portland,
 * pcp/select, handbook/ooc) are read as text; these schemas check them. */
export const textResponse = z.string()
