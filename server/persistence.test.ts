import { afterAll, describe, expect, it } from 'vitest'
import {
  address,
  paths,
  pcpMembers,
  planManagementDetails,
  preferencesWire,
  registrationPolicyResponse,
  securityQuestions,
} from '@member-dashboard/contract'
import { PASSWORD, call, gateway, login, tempDb } from './test-helpers'

const db = tempDb()
afterAll(() => db.cleanup())

const NEW_PASSWORD = 'Renewed#2027'

describe('writes survive a gateway restart on the same file', () => {
  it('preferences, password, address, PCP, eBill, cancellation, policies, security answers, registration', async () => {
    const first = gateway(db.dbPath)
    const casey = await login(first, 'casey')
    expect(
      (
        await call(first, 'PUT', paths.preferences, casey, {
          emailAddress: 'casey.nguyen@example.com',
          emailBreakingNews: 'Y',
        })
      ).statusCode,
    ).toBe(200)

    const avery = await login(first, 'avery')
    expect(
      (
        await call(first, 'PUT', paths.password, avery, {
          currentPassword: PASSWORD,
          newPassword: NEW_PASSWORD,
        })
      ).statusCode,
    ).toBe(200)
    const newAddress = {
      addressLine1: '500 SW Main St',
      addressLine2: 'Apt 4',
      city: 'Portland',
      state: 'OR',
      zipCode: '97204',
      country: 'US',
      phoneNumber: '503-555-0199',
    }
    expect((await call(first, 'PUT', paths.address, avery, newAddress)).statusCode).toBe(200)
    expect(
      (
        await call(first, 'PUT', paths.securityAnswers, avery, {
          answers: [
            { questionId: 'Q3', answer: 'Miller' },
            { questionId: 'Q8', answer: 'Ace' },
          ],
        })
      ).statusCode,
    ).toBe(200)

    const pat = await login(first, 'pat')
    const patMembers = pcpMembers.parse((await call(first, 'GET', paths.pcpMembers, pat)).json())
    const select = await call(first, 'POST', paths.pcpSelect, pat, {
      pcpSelectList: [{ memberKey: patMembers.members[0].memberKey, effectiveDate: '01/01/2099' }],
      providerId: 'P1007',
      email: null,
    })
    expect(select.statusCode, select.body).toBe(200)

    const rowan = await login(first, 'rowan')
    expect((await call(first, 'PUT', paths.registerEbillUser, rowan)).statusCode).toBe(200)
    expect(
      (await call(first, 'POST', paths.planManagementCancellation, rowan, { cancellationStatusId: 'M' }))
        .statusCode,
    ).toBe(200)

    const harper = await login(first, 'harper', 5)
    expect(
      (
        await call(first, 'PUT', paths.registrationPolicies, harper, {
          isCommunicationPolicySigned: true,
          isEeobPreferenceConsented: false,
        })
      ).statusCode,
    ).toBe(200)

    const registration = await call(first, 'POST', paths.registration, null, {
      userDetails: {
        subscriberId: 'EV1600016',
        firstName: 'Robin',
        lastName: 'Lane',
        dateOfBirth: '1985-04-12',
      },
      preferences: { emailAddress: 'robin.lane@example.com', electronicEob: 'Y' },
      credentials: { username: 'robinlane', password: 'Welcome#2026' },
      questions: [{ questionId: 'Q1', answer: 'Pepper' }],
      policySignatures: { communicationPolicy: true, termsOfUse: true },
      activeStep: 4,
      policyPhone: null,
      domainId: 1,
    })
    expect(registration.statusCode, registration.body).toBe(201)
    await first.close()

    const second = gateway(db.dbPath)
    try {
      const casey2 = await login(second, 'casey')
      const prefs = preferencesWire.parse((await call(second, 'GET', paths.preferences, casey2)).json())
      expect(prefs).toMatchObject({ emailAddress: 'casey.nguyen@example.com', emailBreakingNews: 'Y' })

      expect(
        (
          await call(second, 'POST', paths.token, null, {
            username: 'avery',
            password: PASSWORD,
            domainId: 1,
          })
        ).statusCode,
      ).toBe(401)
      const avery2 = await login(second, 'avery', 1, NEW_PASSWORD)
      expect(address.parse((await call(second, 'GET', paths.address, avery2)).json())).toEqual(newAddress)
      const questions = securityQuestions.parse(
        (await call(second, 'GET', paths.securityQuestions, avery2)).json(),
      )
      expect(questions.selected.map((q) => q.questionId)).toEqual(['Q3', 'Q8'])

      const pat2 = await login(second, 'pat')
      const selections = pcpMembers.parse(
        (await call(second, 'GET', paths.pcpMembers, pat2)).json(),
      ).selections
      expect(selections).toEqual([
        { memberKey: patMembers.members[0].memberKey, providerId: 'P1007', effectiveDate: '2099-01-01' },
      ])

      const rowan2 = await login(second, 'rowan')
      expect((await call(second, 'GET', paths.ebillRegistered, rowan2)).json()).toBe(true)
      expect((await call(second, 'GET', paths.showEbillAlert, rowan2)).json()).toBe(false)
      const plan = planManagementDetails.parse(
        (await call(second, 'GET', paths.planManagementDetails, rowan2)).json(),
      )
      expect(plan.directPlanCancellationStatus).toEqual({ id: 'M' })

      const harper2 = await login(second, 'harper', 5)
      const policy = registrationPolicyResponse.parse(
        (await call(second, 'GET', paths.registrationPolicies, harper2)).json(),
      )
      expect(policy.registrationPolicy).toEqual({
        isCommunicationPolicySigned: true,
        isEeobPreferenceConsented: false,
      })

      const robin = await login(second, 'robinlane', 1, 'Welcome#2026')
      const robinPrefs = preferencesWire.parse((await call(second, 'GET', paths.preferences, robin)).json())
      expect(robinPrefs.emailAddress).toBe('robin.lane@example.com')
    } finally {
      await second.close()
    }
  })
})
