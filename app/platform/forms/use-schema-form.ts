/**
 * The one form set-up (Epic Stack style, decisions 007 and 170): a zod schema drives the HTML
 * constraints (so the browser checks without JavaScript too), the client validation and, on the
 * server, `parseWithZod`. The page gets the constraints as plain data (`*-constraints.generated.ts`,
 * written from the schemas by `npm run generate:form-constraints`) and the schema after it has
 * loaded: zod and conform's zod adapter are not in any page's first load. Until the schema is
 * there a submit goes to the server, which answers every mistake as it does without JavaScript.
 * Fields are checked on submit, then again on every input (not on blur: an error line appearing on
 * blur moves the button under the pointer and swallows the click, decision 030); the server's
 * `submission.reply()` comes back as `lastResult`, in the one action-result shape `{ result }`
 * (`FormActionData`).
 *
 * conform's runtime loads after the page too (decision 180): the first render (the server's HTML
 * and the hydration) uses `firstRenderMetadata`, what conform's `useForm` gives on its first render;
 * once the page is idle after mount (decision 201), or once the member reaches the form (`checks`,
 * decision 213), `form-controller.tsx` is imported and rendered
 * in the form (`form.controller`, which every form must render: `SchemaForm` does), and the form
 * re-renders with conform's metadata.
 */
import type { FormMetadata, Submission, SubmissionResult } from '@conform-to/react'
import { createElement, startTransition, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useFormAction, useNavigation } from '@remix-run/react'
import type { z } from 'zod'
import { whenFormReached } from './when-form-reached'
import { firstRenderMetadata } from './first-render-metadata'
import type { ConformMetadata, FormController } from './form-controller'
import type { FormConstraint } from './form-constraint'

export type FormResult = SubmissionResult<string[]> | null | undefined

/**
 * The one action-result shape of every form: conform's reply (field and form-level errors, what
 * was typed). `notice` is an answer shown on the same page when the action does not redirect
 * (recovery: the same text whether or not the account exists).
 */
export type FormActionData = { result: SubmissionResult<string[]>; notice?: string }

/**
 * Loads a form's schema after the page, e.g. `() => import('./sign-in-schemas').then((m) => m.loginSchema)`.
 * The module it imports holds schemas only: a component that imports it statically brings zod back
 * into the page's first load.
 */
export type SchemaLoader<S extends z.ZodTypeAny> = () => Promise<S>

/**
 * A form's metadata, conform's or `firstRenderMetadata`'s, with `controller`: the element that
 * runs conform once loaded (nothing before), to render inside the form in the same place on every
 * render.
 */
export type SchemaFormMetadata<Schema extends Record<string, unknown> = Record<string, unknown>> =
  FormMetadata<Schema, string[]> & { controller: ReactNode }

type Parsed<S extends z.ZodTypeAny> = Submission<z.input<S>, string[], z.output<S>>

/** Inputs the server's reply never empties (their value is not typed text). */
const NOT_TYPED = new Set(['checkbox', 'radio', 'hidden', 'submit', 'button', 'reset', 'file', 'image'])

/**
 * The schema and conform's zod adapter, loaded once the page is up (the module cache makes the
 * second form of a page, or of the next page, free).
 */
async function loadValidation<S extends z.ZodTypeAny>(loadSchema: SchemaLoader<S>) {
  const [schema, { parseWithZod }] = await Promise.all([loadSchema(), import('@conform-to/zod/v3')])
  return (formData: FormData) => parseWithZod(formData, { schema }) as Parsed<S>
}

/**
 * `work` once the member has reached the form (decision 213); when idle if the form's checks load
 * with the page, if the member has reached it before (the schema loaded again for a new
 * `schemaKey`) or if the server's reply on the page names mistakes.
 */
function onceFormReached(formId: string, reach: { reached: boolean; replied: boolean }, work: () => void) {
  return whenFormReached(
    formId,
    () => {
      reach.reached = true
      work()
    },
    reach.reached || reach.replied,
  )
}

/** The form's metadata with its controller (a proxy: conform's metadata is one too). */
function withController<F extends object>(form: F, controller: ReactNode) {
  return new Proxy(form, {
    get: (target, key, receiver) => (key === 'controller' ? controller : Reflect.get(target, key, receiver)),
  })
}

export function useSchemaForm<S extends z.ZodTypeAny>(
  constraint: FormConstraint,
  loadSchema: SchemaLoader<S>,
  options: {
    id: string
    lastResult?: FormResult
    defaultValue?: Record<string, unknown>
    /** On a page with several forms told apart by a hidden `intent`: only this form's replies. */
    intent?: string
    /**
     * When the browser's checks load: `'idle'` (default), once the page is idle after it came to
     * life (decision 201), for a form that is the page's task (sign-in, registration, settings);
     * `'reached'`, once the member reaches the form (decision 213), for a form a page offers beside
     * what it shows (the claims' filters, the provider search): a member who only reads the page
     * loads none of it.
     */
    checks?: 'idle' | 'reached'
    /**
     * For a schema built from data that can change while the form stays on the page (the
     * preferences' current e-mail address): the schema is loaded again when this changes.
     */
    schemaKey?: string
  },
) {
  const lastResult =
    options.intent === undefined || options.lastResult?.initialValue?.intent === options.intent
      ? (options.lastResult ?? undefined)
      : undefined
  const formId = options.id
  // conform's `useForm` calls `useId` (for a form without id): calling it here too keeps the ids
  // React gives the form's components (Mantine's labels, radios) the ones they had with conform.
  useId()
  const loader = useRef(loadSchema)
  loader.current = loadSchema
  const [validate, setValidate] = useState<{ run: (formData: FormData) => Parsed<S> } | null>(null)
  // Whether the checks may load now: the page's task, or the member has reached the form, or the
  // server answered with mistakes (decision 213).
  const reach = useRef({ reached: options.checks !== 'reached', replied: false })
  reach.current.replied = lastResult?.status === 'error'
  useEffect(() => {
    let current = true
    // Started when the browser is idle, set in a transition (decision 201): neither lengthens the
    // task that brings the page to life (or the one of the member's first move).
    const cancel = onceFormReached(formId, reach.current, () =>
      loadValidation(loader.current).then(
        (run) => current && startTransition(() => setValidate({ run })),
        // Not loaded (offline, blocked): the server keeps checking every submit.
        () => undefined,
      ),
    )
    return () => {
      current = false
      cancel()
    }
  }, [options.schemaKey, formId])
  // With JavaScript on the page shows what the server answered, as without it: a typed field the
  // reply does not carry back (a password, a reset form) is emptied. Not on the first render: the
  // page's HTML is that reply already, and what the member typed before the page came to life
  // (a date typed as the page appears) is theirs, not the reply's.
  const replyShown = useRef(lastResult)
  useEffect(() => {
    if (replyShown.current === lastResult) return
    replyShown.current = lastResult
    if (!lastResult?.initialValue) return
    const returned = lastResult.initialValue
    const form = document.forms.namedItem(formId)
    for (const element of Array.from(form?.elements ?? [])) {
      const typed = element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement
      if (!typed || !element.name || NOT_TYPED.has(element.type)) continue
      if (!(element.name in returned)) element.value = ''
    }
  }, [lastResult, formId])
  // conform's runtime when idle after mount or once the form is reached, once per page (the module
  // cache serves every other form).
  const [Controller, setController] = useState<typeof FormController | null>(null)
  useEffect(() => {
    let current = true
    const cancel = onceFormReached(formId, reach.current, () =>
      import('./form-controller').then(
        (module) => current && startTransition(() => setController(() => module.FormController)),
        // Not loaded: the form stays as on the first render and every submit goes to the server.
        () => undefined,
      ),
    )
    return () => {
      current = false
      cancel()
    }
  }, [formId])
  const [conform, setConform] = useState<ConformMetadata | null>(null)
  const setup = useRef({ constraint, defaultValue: options.defaultValue })
  setup.current = { constraint, defaultValue: options.defaultValue }
  const [form, fields] =
    conform ?? firstRenderMetadata({ id: formId, constraint, lastResult, defaultValue: options.defaultValue })
  // What was typed before conform started (its listeners were not there yet, decision 201) is
  // checked once it has: a server's message about a field the member has since changed goes, and
  // no longer keeps the login button disabled. Once the form renders with conform's metadata, so
  // that conform, not the browser, handles the check's submit.
  const answered = useRef(lastResult)
  answered.current = lastResult
  const conformForm = conform?.[0]
  useEffect(() => {
    if (!conformForm) return
    const reply = answered.current
    const element = document.forms.namedItem(formId)
    for (const [name, errors] of Object.entries(reply?.error ?? {})) {
      const field = name && errors?.length ? element?.elements.namedItem(name) : null
      const typed = field && 'value' in field ? field.value : undefined
      // What the page showed: the input's own default (a date typed 02/01/2026 shows as the
      // picker's 2026-02-01), else the value the reply carried.
      const shown =
        field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
          ? field.defaultValue
          : String(reply?.initialValue?.[name] ?? '')
      if (typed !== undefined && typed !== shown) conformForm.validate({ name })
    }
    // Once, when conform starts: its metadata changes on every check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conformForm === undefined, formId])
  const controller = Controller
    ? createElement(Controller, {
        id: formId,
        lastResult,
        validate: (validate?.run ?? null) as Parameters<typeof FormController>[0]['validate'],
        setup,
        report: setConform,
      })
    : null
  return [
    withController(form, controller) as SchemaFormMetadata<z.input<S>>,
    fields as ReturnType<FormMetadata<z.input<S>, string[]>['getFieldset']>,
  ] as const
}

/**
 * True while this page's form (or the one at `formAction`) is being submitted: the submit button
 * shows the spinner the spec asks for. Like the Epic Stack's `useIsPending`.
 */
export function useIsPending({
  formAction,
  formMethod = 'POST',
  state = 'non-idle',
}: { formAction?: string; formMethod?: 'POST' | 'GET'; state?: 'submitting' | 'loading' | 'non-idle' } = {}) {
  const contextualFormAction = useFormAction()
  const navigation = useNavigation()
  const isPendingState = state === 'non-idle' ? navigation.state !== 'idle' : navigation.state === state
  return (
    isPendingState &&
    navigation.formAction === (formAction ?? contextualFormAction) &&
    navigation.formMethod === formMethod
  )
}
