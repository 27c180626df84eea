/** Colours of the results page and the host's tables (their words: the `results.` messages). */

export const RESULTS_COLORS = {
  /** The brand orange: the winner's mark, the lines a result has decided. */
  accent: '#FF914D',
  /** Orange text on white (5.3:1, the theme's primary.dark). */
  accentText: '#B34D0A',
  line: '#D9D2CB',
  cardBorder: '#E3DDD7',
  cardFooter: '#FBF9F7',
  /** Round headers and table heads. */
  headerBg: '#F4EFEA',
  /** Medal discs: light tints, so their dark numbers read well (WCAG AA). */
  gold: '#F5C842',
  silver: '#CDD1D6',
  bronze: '#E5A878',
} as const;

/** The small capitals of round headers and table heads. */
export const RESULTS_CAPTION_SX = {
  color: 'secondary.main',
  fontSize: '0.75rem',
  fontWeight: 800,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
} as const;
