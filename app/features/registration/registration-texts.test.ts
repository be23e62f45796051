/**
 * Registration and recovery in Spanish (issue 26): the spec's texts word for word in English, and
 * every message the step and recovery schemas and the actions write in English shown in Spanish.
 */
import { describe, expect, it } from 'vitest'
import { shownIn } from '../../../tests/schema'
import { describeSpecTexts } from '../../../tests/spec-texts'
import {
  credentialsSchema,
  forgotPasswordSchema,
  forgotUsernameSchema,
  identifySchema,
  policiesSchema,
  questionsSchema,
} from './registration-schemas'

describeSpecTexts(['validation:communicationPolicy'])

/** The schema's messages for `input`, by field, as a member reading Spanish sees them. */
function spanishMessages(schema: { safeParse: (input: unknown) => unknown }, input: object) {
  const result = schema.safeParse(input) as {
    success: boolean
    error?: { issues: { path: (string | number)[]; message: string }[] }
  }
  expect(result.success).toBe(false)
  return Object.fromEntries(
    result.error!.issues.map((issue) => [
      issue.path.join('.'),
      shownIn('es', issue.message, labels[issue.path.join('.')]),
    ]),
  )
}
/** The labels the pages show in Spanish (the field components pass them). */
const labels: Record<string, string> = {
  subscriberId: 'ID de suscriptor',
  firstName: 'Nombre',
  lastName: 'Apellido',
  dateOfBirth: 'Fecha de nacimiento',
  emailAddress: 'Correo electrónico',
  username: 'Nombre de usuario',
  password: 'Contraseña',
  confirmPassword: 'Confirmar contraseña',
  question2: 'Pregunta 2',
  answer1: 'Respuesta 1',
}

describe("the steps' messages in Spanish", () => {
  it('identify: required, pattern and a date of birth in the future', () => {
    const now = new Date(2026, 4, 1)
    expect(
      spanishMessages(identifySchema(now), {
        step: 'identify',
        subscriberId: '',
        firstName: 'R0bin',
        lastName: 'Lane',
        dateOfBirth: '12/31/2030',
      }),
    ).toEqual({
      subscriberId: 'El campo ID de suscriptor es obligatorio',
      firstName: 'El campo Nombre no es válido',
      dateOfBirth: 'El campo Fecha de nacimiento no puede tener una fecha futura',
    })
  })

  it('security questions: the same question twice, an answer too short', () => {
    expect(
      spanishMessages(questionsSchema, {
        step: 'questions',
        question1: 'Q1',
        answer1: 'ab',
        question2: 'Q1',
        answer2: 'portland',
        question3: 'Q3',
        answer3: 'smith',
      }),
    ).toEqual({
      answer1: 'El campo Respuesta 1 no tiene el mínimo de caracteres',
      question2: 'Elija una pregunta diferente para cada respuesta',
    })
  })

  it('policies: both boxes unticked', () => {
    expect(spanishMessages(policiesSchema, { step: 'policies' })).toEqual({
      communicationPolicy: 'Confirme que leyó nuestra política de comunicaciones digitales.',
      termsOfUse: 'Acepte los términos de uso.',
    })
  })

  it('username and password: passwords that differ', () => {
    expect(
      spanishMessages(credentialsSchema, {
        step: 'credentials',
        username: 'robin',
        password: 'Robin#2026',
        confirmPassword: 'Robin#2027',
      }),
    ).toEqual({ confirmPassword: 'Las contraseñas no coinciden' })
  })
})

describe("the recovery forms' messages in Spanish", () => {
  it('an address that is not one (the required message, as the spec says), a username with a period', () => {
    expect(spanishMessages(forgotUsernameSchema, { emailAddress: 'not an address' })).toEqual({
      emailAddress: 'El campo Correo electrónico es obligatorio',
    })
    expect(spanishMessages(forgotPasswordSchema, { username: 'a.b' })).toEqual({
      username: 'El campo Nombre de usuario no es válido',
    })
  })
})
