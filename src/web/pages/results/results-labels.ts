import type { DrawFormat, DrawView, MatchOutcome } from '../../../shared/competition/schemas';

/**
 * Words and colours of the results page. The format and outcome names are those of
 * shared/competition/schemas.ts, whose module would bring zod into this public page's script.
 */

export const FORMAT_NAMES: Record<DrawFormat, string> = {
  round_robin: 'Round robin',
  single_elimination: 'Single elimination',
  double_elimination: 'Double elimination',
  pools_knockout: 'Pools, then knockout',
};

export const OUTCOME_NAMES: Record<MatchOutcome, string> = {
  played: 'Played',
  walkover: 'Walkover',
  disqualification: 'Disqualification',
  no_show: 'No-show',
};

export const DRAW_STATE_NAMES: Record<DrawView['state'], string> = {
  drawn: 'Drawn',
  running: 'In progress',
  final: 'Final',
};

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
