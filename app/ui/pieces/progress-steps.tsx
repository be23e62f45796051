import { Text } from '~/ui/layout'
import { CheckIcon } from './check-icon'
import { COLORS } from './colors'
import { useTranslation } from '~/platform/i18n/use-translation'

export interface ProgressStepsProps {
  /** Step labels, in order. */
  steps: readonly string[]
  /** Zero-based index of the current (last reached) step; clamped to the steps. */
  activeStep: number
  /** The last reached step has succeeded: it shows in the success colour with a check mark. */
  successState?: boolean
  /** Darker shades (for use on tinted backgrounds or for more contrast). */
  darkerStepColors?: boolean
  /** Accessible name of the list. @default 'Progress' (in the member's language) */
  label?: string
}

export type StepState = 'complete' | 'current' | 'success' | 'upcoming'

/** The state of step `index` (pure; exported for the tests and for callers that need it). */
export function stepState(index: number, activeStep: number, successState = false): StepState {
  if (index < activeStep) return 'complete'
  if (index === activeStep) return successState ? 'success' : 'current'
  return 'upcoming'
}

const CIRCLE = 32

/**
 * A step indicator as an ordered list. The current step carries aria-current="step"; completed
 * steps (and the last reached step when `successState`) show a check mark and the visually
 * hidden word 'completed', so the state never depends on colour alone.
 */
export function ProgressSteps({
  steps,
  activeStep,
  successState = false,
  darkerStepColors = false,
  label,
}: ProgressStepsProps) {
  const { t } = useTranslation()
  const active = Math.min(Math.max(Math.trunc(activeStep) || 0, 0), Math.max(steps.length - 1, 0))
  const primary = darkerStepColors ? COLORS.primaryDarker : COLORS.primary
  const success = darkerStepColors ? COLORS.successDarker : COLORS.success
  const upcoming = darkerStepColors ? COLORS.text : COLORS.muted

  return (
    <ol
      aria-label={label ?? t('ui.progress')}
      style={{ display: 'flex', listStyle: 'none', margin: 0, padding: 0, gap: 'var(--mantine-spacing-xs)' }}
    >
      {steps.map((step, index) => {
        const state = stepState(index, active, successState)
        const done = state === 'complete' || state === 'success'
        const colour = state === 'success' ? success : state === 'upcoming' ? upcoming : primary
        return (
          <li
            key={`${index}-${step}`}
            aria-current={index === active ? 'step' : undefined}
            data-state={state}
            style={{
              flex: '1 1 0',
              minWidth: 0,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
            }}
          >
            <div
              aria-hidden="true"
              data-testid="step-marker"
              style={{
                width: CIRCLE,
                height: CIRCLE,
                borderRadius: '50%',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                fontWeight: 700,
                boxSizing: 'border-box',
                border: `2px solid ${state === 'upcoming' ? COLORS.border : colour}`,
                background: done ? colour : COLORS.white,
                color: done ? COLORS.white : colour,
              }}
            >
              {done ? <CheckIcon /> : index + 1}
            </div>
            <Text
              component="span"
              size="sm"
              ta="center"
              mt={4}
              fw={state === 'upcoming' ? 400 : 700}
              c={state === 'success' ? success : state === 'upcoming' ? upcoming : COLORS.text}
              style={{ overflowWrap: 'anywhere' }}
            >
              {step}
              {done && <span className="visually-hidden">{t('ui.completed')}</span>}
            </Text>
          </li>
        )
      })}
    </ol>
  )
}
