/** The soak's judge of memory growth (tests/hardening/soak.test.mjs, decision 108). */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * How much memory the runs gained, judged by their trend (decision 108): the Theil-Sen slope (the
 * median of the slopes between every two runs; one high or low sample barely moves it) times the
 * number of runs, against the level of the first third of the runs (their median).
 */
export function memoryTrend(values) {
  const slopes = []
  for (let i = 0; i < values.length; i++)
    for (let j = i + 1; j < values.length; j++) slopes.push((values[j] - values[i]) / (j - i))
  const slope = median(slopes)
  const level = median(values.slice(0, Math.max(1, Math.floor(values.length / 3))))
  return { slope, level, growth: (slope * values.length) / level }
}
