import { describe, expect, it } from 'vitest'
import {
  dismissAnimationWait,
  dismiss,
  dismissComplete,
  emptyNotificationQueue,
  enqueue,
  notificationReducer,
  type Notification,
  type NotificationQueueState,
} from './notifications'

const note = (id: string, extra: Partial<Notification> = {}): Notification => ({
  id,
  message: `message ${id}`,
  status: 'success',
  ...extra,
})
const a = note('a', { dismissAfter: 5000 })
const b = note('b', { dismissAfter: 3000 })
const c = note('c')

/** Dismisses the one on screen and completes its animation. */
function next(state: NotificationQueueState): NotificationQueueState {
  const id = state.current?.id ?? ''
  return dismissComplete(dismiss(state, id), id)
}

describe('one at a time', () => {
  it('starts empty', () => {
    expect(emptyNotificationQueue).toEqual({ source: null, current: null, phase: 'showing', queue: [] })
  })
  it('shows the first notification and queues the rest in order', () => {
    const state = enqueue(emptyNotificationQueue, 'flash', [a, b, c])
    expect(state).toEqual({ source: 'flash', current: a, phase: 'showing', queue: [b, c] })
  })
  it('shows the next one after the current is dismissed', () => {
    const state = next(enqueue(emptyNotificationQueue, 'flash', [a, b, c]))
    expect([state.current, state.queue]).toEqual([b, [c]])
  })
  it('is empty after the last one is dismissed', () => {
    const state = next(next(next(enqueue(emptyNotificationQueue, 'flash', [a, b, c]))))
    expect(state).toEqual({ source: 'flash', current: null, phase: 'showing', queue: [] })
  })
})

describe('dismissal', () => {
  const shown = enqueue(emptyNotificationQueue, 'flash', [a, b])
  it('a click (or the dismissAfter timer) starts the dismiss animation; the next does not show yet', () => {
    const leaving = dismiss(shown, 'a')
    expect([leaving.current, leaving.phase, leaving.queue]).toEqual([a, 'leaving', [b]])
  })
  it('the next shows when the animation completes', () => {
    const state = dismissComplete(dismiss(shown, 'a'), 'a')
    expect([state.current, state.phase]).toEqual([b, 'showing'])
  })
  it('completing without a prior dismiss also moves on (no animation)', () => {
    expect(dismissComplete(shown, 'a').current).toEqual(b)
  })
  it('a second dismiss of a leaving notification changes nothing (click plus timer)', () => {
    const leaving = dismiss(shown, 'a')
    expect(dismiss(leaving, 'a')).toBe(leaving)
  })
  it('a stale timer for another id changes nothing', () => {
    expect(dismiss(shown, 'zzz')).toBe(shown)
  })
  it('a stale animation end for another id changes nothing (the next one is not skipped)', () => {
    const state = dismissComplete(dismiss(shown, 'a'), 'a')
    expect(dismissComplete(state, 'a')).toBe(state)
  })
  it('dismissing a waiting notification drops it from the queue', () => {
    expect(dismiss(shown, 'b').queue).toEqual([])
  })
})

describe('sources', () => {
  it('a new source clears the old queue, the notification on screen included', () => {
    const old = enqueue(emptyNotificationQueue, 'flash', [a, b])
    const state = enqueue(old, 'copy-subscriber-id', [c])
    expect(state).toEqual({ source: 'copy-subscriber-id', current: c, phase: 'showing', queue: [] })
  })
  it('a new source replaces a leaving notification at once', () => {
    const leaving = dismiss(enqueue(emptyNotificationQueue, 'flash', [a, b]), 'a')
    expect(enqueue(leaving, 'other', [c])).toEqual({
      source: 'other',
      current: c,
      phase: 'showing',
      queue: [],
    })
  })
  it('a new source with no notifications clears everything', () => {
    const state = enqueue(enqueue(emptyNotificationQueue, 'flash', [a, b]), 'other', [])
    expect(state).toEqual({ source: 'other', current: null, phase: 'showing', queue: [] })
  })
  it('the same source appends behind the current one', () => {
    const state = enqueue(enqueue(emptyNotificationQueue, 'flash', [a]), 'flash', [b, c])
    expect([state.current, state.queue]).toEqual([a, [b, c]])
  })
  it('the same source shows at once when nothing is on screen', () => {
    const drained = next(enqueue(emptyNotificationQueue, 'flash', [a]))
    expect(enqueue(drained, 'flash', [b]).current).toEqual(b)
  })
  it('the same source skips ids already shown or waiting', () => {
    const state = enqueue(emptyNotificationQueue, 'flash', [a, b])
    expect(enqueue(state, 'flash', [a, b])).toBe(state)
    expect(enqueue(state, 'flash', [b, c]).queue).toEqual([b, c])
  })
  it('duplicate ids within one batch show once', () => {
    expect(enqueue(emptyNotificationQueue, 'flash', [a, a, b])).toMatchObject({ current: a, queue: [b] })
  })
})

describe('notificationReducer', () => {
  it('runs enqueue, dismiss and dismissComplete', () => {
    let state = notificationReducer(emptyNotificationQueue, {
      type: 'enqueue',
      source: 's',
      notifications: [a, b],
    })
    state = notificationReducer(state, { type: 'dismiss', id: 'a' })
    expect(state.phase).toBe('leaving')
    state = notificationReducer(state, { type: 'dismissComplete', id: 'a' })
    expect(state.current).toEqual(b)
  })
})

describe('the dismiss-animation wait', () => {
  it('falls back after 1000 ms when the animation does not report its end', () => {
    expect(dismissAnimationWait(false)).toBe(1000)
  })
  it('does not wait at all when the member prefers reduced motion', () => {
    expect(dismissAnimationWait(true)).toBe(0)
  })
})
