import { DEFAULT_THEME } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import {
  autoDismissDelay,
  dismiss,
  DISMISS_ANIMATION_FALLBACK_MS,
  dismissComplete,
  emptyNotificationQueue,
  enqueue,
  notificationColor,
  notificationMantineColor,
  notificationPalette,
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
  it('the dismiss-animation fallback is 1000 ms', () => {
    expect(DISMISS_ANIMATION_FALLBACK_MS).toBe(1000)
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

describe('autoDismissDelay', () => {
  it("is the current notification's dismissAfter", () => {
    expect(autoDismissDelay(enqueue(emptyNotificationQueue, 's', [a]))).toBe(5000)
  })
  it('is null without dismissAfter (stays until clicked)', () => {
    expect(autoDismissDelay(enqueue(emptyNotificationQueue, 's', [c]))).toBeNull()
  })
  it('is null with nothing on screen or while leaving', () => {
    expect(autoDismissDelay(emptyNotificationQueue)).toBeNull()
    expect(autoDismissDelay(dismiss(enqueue(emptyNotificationQueue, 's', [a]), 'a'))).toBeNull()
  })
  it('is null for a nonsense dismissAfter', () => {
    expect(
      autoDismissDelay(enqueue(emptyNotificationQueue, 's', [note('x', { dismissAfter: -1 })])),
    ).toBeNull()
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

describe('colours', () => {
  it('error is red, success green, alert amber (Mantine yellow)', () => {
    expect([notificationColor('error'), notificationColor('success'), notificationColor('alert')]).toEqual([
      'red',
      'green',
      'yellow',
    ])
  })
  it('gives the Mantine colour with its shade', () => {
    expect([
      notificationMantineColor('error'),
      notificationMantineColor('success'),
      notificationMantineColor('alert'),
    ]).toEqual(['red.9', 'green.7', 'yellow.6'])
  })
  it("the backgrounds are Mantine's default shades", () => {
    for (const style of Object.values(notificationPalette)) {
      expect(style.background).toBe(DEFAULT_THEME.colors[style.color][style.shade])
    }
  })
  it('text on every background passes WCAG AA (4.5:1)', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5]
        .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
        .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
      return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }
    const contrast = (x: string, y: string) => {
      const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p)
      return (hi + 0.05) / (lo + 0.05)
    }
    const ratios = Object.values(notificationPalette).map((s) =>
      Number(contrast(s.background, s.text).toFixed(2)),
    )
    expect(ratios).toEqual([5.46, 5.61, 8.28])
    for (const ratio of ratios) expect(ratio).toBeGreaterThanOrEqual(4.5)
  })
})
