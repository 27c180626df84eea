/** The value at percentile `p` (0–100) of some figures, nearest rank; 0 for none. */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
/** That value in ms to a tenth, from figures in ms. */
export const ms = (values: number[], p: number) => Math.round(percentile(values, p) * 10) / 10;
