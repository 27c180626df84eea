/**
 * The sales charts' heights, apart from the charts (SalesCharts.tsx) so that the space they keep
 * while their chunk loads costs no chart code.
 */
export const OVER_TIME_HEIGHT = 260;

const BAR_ROW = 44;

/** The category chart's height for this many categories. */
export const categoryChartHeight = (categories: number) => 72 + BAR_ROW * Math.max(1, categories);
