/**
 * The sign-up and recovery pages in Spanish (issue 26): headings, steps, labels and buttons, and
 * the messages of the forms in Spanish with JavaScript on (client validation) and off (the
 * server's English reply, shown in Spanish).
 */
import { describe, expect, it } from 'vitest'
import { URLSearchParams as NodeURLSearchParams } from 'node:url'
import Registration from '~/routes/registration._index'
import RegistrationComplete from '~/routes/registration.complete'
import ForgotUsername from '~/routes/recovery.username'
import { COMMUNICATION_POLICY_MESSAGE, messages } from '~/platform/forms/validators'
import { TERMS_MESSAGE } from './registration-schemas'
import { RegistrationStep, type Result } from './steps'
import type { RegistrationStepId } from './registration'
import {
  clientValidationLoaded,
  renderInApp,
  renderRoute,
  screen,
  userEvent,
  within,
} from '../../../tests/render'

// A form POST in the stub builds a Request (Node's) from URLSearchParams: jsdom's own is not accepted.
globalThis.URLSearchParams = NodeURLSearchParams as unknown as typeof URLSearchParams

const es = { domainId: 1, signedIn: false, language: 'es' } as const

function renderRegistration(step: RegistrationStepId) {
  const data = {
    step,
    draft: { activeStep: step },
    policyPhone: '1-888-555-0100',
    questions: [{ value: 'Q1', label: 'What was the name of your first pet?' }],
    questionsFailure: null,
  }
  return renderRoute([{ path: '/registration', Component: Registration, loader: () => data }], {
    at: '/registration',
    rootData: es,
  })
}

/** A step as the server renders it after a POST without JavaScript: with the action's reply. */
const renderStep = (step: RegistrationStepId, lastResult: Result) =>
  renderInApp(
    () => (
      <RegistrationStep
        step={step}
        draft={{ activeStep: step }}
        questions={[]}
        questionsFailure={null}
        policyPhone={null}
        lastResult={lastResult}
      />
    ),
    { rootData: es },
  )

describe('/registration in Spanish', () => {
  it('the heading, the steps and the first step; its client messages in Spanish', async () => {
    const user = userEvent.setup()
    renderRegistration('identify')
    expect(await screen.findByRole('heading', { level: 1, name: 'Crear una cuenta' })).toBeInTheDocument()
    const steps = screen.getByRole('list', { name: 'Pasos del registro' })
    expect(within(steps).getAllByRole('listitem')[0]).toHaveTextContent('Identifíquese')
    expect(screen.getByRole('heading', { level: 2, name: 'Paso 1 de 5: Identifíquese' })).toBeInTheDocument()
    expect(screen.getByText('MM/DD/AAAA')).toBeInTheDocument()
    await clientValidationLoaded(() => import('./registration-schemas'))
    await user.type(screen.getByLabelText(/^Nombre/), 'R0bin')
    await user.click(screen.getByRole('button', { name: 'Continuar' }))
    expect(await screen.findByText('El campo ID de suscriptor es obligatorio')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Nombre/)).toHaveAccessibleDescription('El campo Nombre no es válido')
    expect(screen.getByText('El campo Fecha de nacimiento es obligatorio')).toBeInTheDocument()
  })

  it('security questions: the questions as the gateway sends them, the choices and buttons in Spanish', async () => {
    renderRegistration('questions')
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Paso 3 de 5: Preguntas de seguridad' }),
    ).toBeInTheDocument()
    const first = screen.getByLabelText(/^Pregunta 1/)
    expect(within(first).getByRole('option', { name: 'Seleccione…' })).toBeInTheDocument()
    expect(
      within(first).getByRole('option', { name: 'What was the name of your first pet?' }),
    ).toBeInTheDocument()
    expect(screen.getByLabelText(/^Respuesta 3/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeInTheDocument()
    expect(screen.getByText('¿No es usted?')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Volver a empezar' })).toBeInTheDocument()
  })

  it('policies: the text, the phone and the boxes', async () => {
    renderRegistration('policies')
    expect(
      await screen.findByRole('link', { name: 'política de comunicaciones digitales' }),
    ).toBeInTheDocument()
    expect(screen.getByTestId('policy-phone')).toHaveTextContent(
      '¿Tiene preguntas sobre estas políticas? Llame al 1-888-555-0100.',
    )
    expect(screen.getByRole('checkbox', { name: 'Acepto los términos de uso' })).toBeInTheDocument()
  })

  it('username and password: the labels, the hint and the button', async () => {
    renderRegistration('credentials')
    expect(await screen.findByRole('button', { name: 'Crear cuenta' })).toBeInTheDocument()
    expect(screen.getByLabelText(/^Confirmar contraseña/)).toBeInTheDocument()
    expect(screen.getByText(/^De 6 a 32 letras, números/)).toBeInTheDocument()
  })
})

describe("without JavaScript: the server's reply (the rules' keys and values) shown in Spanish", () => {
  it('identify: a date of birth in the future, a name that is not one, a form-level refusal as sent', async () => {
    renderStep('identify', {
      status: 'error',
      initialValue: { firstName: 'R0bin', dateOfBirth: '12/31/2030' },
      error: {
        '': ['We could not find a member.'],
        firstName: [messages.pattern('First name')],
        dateOfBirth: [messages.future('Date of birth')],
      },
    })
    expect(await screen.findByLabelText(/^Nombre/)).toHaveAccessibleDescription(
      'El campo Nombre no es válido',
    )
    expect(screen.getByLabelText(/^Fecha de nacimiento/)).toHaveAccessibleDescription(
      expect.stringContaining('El campo Fecha de nacimiento no puede tener una fecha futura'),
    )
    expect(screen.getByRole('alert')).toHaveTextContent('We could not find a member.')
  })

  it('policies: the fixed messages of the boxes', async () => {
    renderStep('policies', {
      status: 'error',
      error: {
        communicationPolicy: [COMMUNICATION_POLICY_MESSAGE],
        termsOfUse: [TERMS_MESSAGE],
      },
    })
    expect(
      await screen.findByText('Confirme que leyó nuestra política de comunicaciones digitales.'),
    ).toBeInTheDocument()
    expect(screen.getByText('Acepte los términos de uso.')).toBeInTheDocument()
  })
})

describe('/registration/complete in Spanish', () => {
  it('the heading, the steps all reached, the status and the link', async () => {
    renderRoute([{ path: '/registration/complete', Component: RegistrationComplete }], {
      at: '/registration/complete',
      rootData: es,
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Su cuenta está lista' })).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Pasos del registro' })).toHaveTextContent(
      'Nombre de usuario y contraseña',
    )
    expect(screen.getByRole('status')).toHaveTextContent('Su cuenta se creó. Ya puede iniciar sesión.')
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login')
  })
})

describe('/recovery in Spanish', () => {
  const renderRecovery = (action?: () => object) =>
    renderRoute([{ path: '/recovery/username', Component: ForgotUsername, action }], {
      at: '/recovery/username',
      rootData: es,
    })

  it('forgot username: the page, its links and its client message', async () => {
    const user = userEvent.setup()
    renderRecovery()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Olvidé mi nombre de usuario' }),
    ).toBeInTheDocument()
    const help = screen.getByRole('navigation', { name: 'Ayuda con su cuenta' })
    expect(within(help).getByRole('link', { name: 'Volver al inicio de sesión' })).toHaveAttribute(
      'href',
      '/login',
    )
    expect(within(help).getByRole('link', { name: 'Olvidé mi contraseña' })).toHaveAttribute(
      'href',
      '/recovery/password',
    )
    await clientValidationLoaded(() => import('./registration-schemas'))
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText('El campo Correo electrónico es obligatorio')).toBeInTheDocument()
  })

  it("the gateway's answer shown as sent, the typed address kept", async () => {
    const user = userEvent.setup()
    const notice = 'If an account matches the information provided, we have sent the username.'
    renderRecovery(() => ({
      result: { status: 'success', initialValue: { emailAddress: 'a@example.com' } },
      notice,
    }))
    await user.type(await screen.findByLabelText(/^Correo electrónico/), 'a@example.com')
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByRole('status')).toHaveTextContent(notice)
  })
})
