/**
 * The registration policies form (spec section 5 'Registration policies'), a step after sign-in
 * (`/registration-policies`, reached through `routeOnward`): the communication
 * checkbox, the subscriber's electronic EOB choice, their defaults and the update payload (the
 * schema is `registrationPoliciesSchema` in `sign-in-schemas.ts`). No I/O.
 */
import type { z } from 'zod'
import type { registrationPolicy } from '@member-dashboard/contract'

/** The subscriber's EOB choice: 'consent' (electronic) or 'paper'. */
export const ELECTRONIC_EOB_CHOICES = ['consent', 'paper'] as const
export type ElectronicEobChoice = (typeof ELECTRONIC_EOB_CHOICES)[number]
/** A valid form value of either variant (a non-subscriber's has no electronicEob). */
export type RegistrationPoliciesValue = { communicationPolicy: true; electronicEob?: ElectronicEobChoice }

type RegistrationPolicy = z.infer<typeof registrationPolicy>

/**
 * The form's initial values: "The initial communication value is false unless already signed. The
 * initial EOB value for subscribers is true unless a saved value exists; for non-subscribers it is null."
 * (true = 'consent', false = 'paper').
 */
export function registrationPoliciesDefaults(
  saved: RegistrationPolicy | null,
  isSubscriber: boolean,
): { communicationPolicy: boolean; electronicEob: ElectronicEobChoice | null } {
  const consented = saved?.isEeobPreferenceConsented ?? true
  return {
    communicationPolicy: saved?.isCommunicationPolicySigned ?? false,
    electronicEob: isSubscriber ? (consented ? 'consent' : 'paper') : null,
  }
}

/** The PUT account/registration/policies payload for a valid form value (no EOB choice -> null). */
export function registrationPolicyPayload(value: RegistrationPoliciesValue): RegistrationPolicy {
  return {
    isCommunicationPolicySigned: true,
    isEeobPreferenceConsented: value.electronicEob === undefined ? null : value.electronicEob === 'consent',
  }
}
