/**
 * When the browser checks of a form a page offers beside what it shows load (decision 213): once
 * the member reaches the form, not on every page view. A member who reads `/claims` and never
 * touches its filters no longer loads zod, conform and the schema, and the page has no long task
 * for them after it comes to life (Lighthouse's Total Blocking Time counted 100-200 ms for them on
 * `/claims`). Until they have loaded a submit goes to the server, which answers every mistake as
 * it does without JavaScript (decision 170), so a member who submits at once sees the same
 * messages.
 */
import { whenIdle } from '../when-idle'

/**
 * What shows the member is at the form: a field (or button) takes the focus, by keyboard or
 * pointer; a press on it (Safari gives buttons no focus on click); typing into it.
 */
const FORM_REACHED_BY = ['focusin', 'pointerdown', 'input'] as const

/** Whether `target` is part of `form`: inside it, or a field tied to it by its `form` attribute. */
function partOf(form: HTMLFormElement, target: EventTarget | null) {
  if (!(target instanceof Node)) return false
  return form.contains(target) || (target as { form?: unknown }).form === form
}

/**
 * Runs `work` (when the browser has a moment, decision 201) once the member reaches the form
 * `formId`; at once when `now` is set (the server's reply on the page names mistakes: the member
 * is correcting them), when the focus is in the form already, or when there is no such form on the
 * page. Returns a function that cancels it.
 */
export function whenFormReached(formId: string, work: () => void, now = false): () => void {
  const form = document.forms.namedItem(formId)
  if (now || !form || partOf(form, document.activeElement)) return whenIdle(work)
  const reachable: HTMLFormElement = form
  let cancelWork: (() => void) | undefined
  const stopListening = () => {
    for (const type of FORM_REACHED_BY) document.removeEventListener(type, reach, true)
  }
  function reach(event: Event) {
    if (!partOf(reachable, event.target)) return
    stopListening()
    cancelWork = whenIdle(work)
  }
  for (const type of FORM_REACHED_BY) document.addEventListener(type, reach, true)
  return () => {
    stopListening()
    cancelWork?.()
  }
}
