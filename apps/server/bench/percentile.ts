/** The value at fraction `p` (0.5 for p50, 0.95 for p95) of ascending `sorted` times. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
