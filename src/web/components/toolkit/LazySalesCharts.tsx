import { lazy } from 'react';

/**
 * The sales charts, loaded when first drawn: Recharts is the largest part of them (~120 KB
 * gzipped), so it comes after the figures, in a chunk of its own (as the earnings chart's).
 */
const load = () => import('./SalesCharts');
let loading: ReturnType<typeof load> | undefined;
// One import for both charts (they ask for it together).
const charts = () => (loading ??= load());

export const LazySalesOverTimeChart = lazy(() =>
  charts().then((m) => ({ default: m.SalesOverTimeChart })),
);

export const LazySalesByCategoryChart = lazy(() =>
  charts().then((m) => ({ default: m.SalesByCategoryChart })),
);
