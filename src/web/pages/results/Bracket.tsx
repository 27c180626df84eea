import { Box } from '@mui/material';
import { useId } from 'react';
import type { MatchView } from '../../../shared/competition/schemas';
import type {
  EntrantLookup,
  GroupLayout,
  RoundColumn,
} from '../../components/competition/draw-layout';
import { MatchCard } from './MatchCard';
import { RESULTS_CAPTION_SX, RESULTS_COLORS } from '../../components/competition/results-labels';

/** Half the gap between two rounds: each side draws its half of the line. */
const HALF_GAP = { xs: 14, lg: 20 };
const CARD_WIDTH = { xs: 172, md: 196, lg: 208 };
const LINE = 2;

const decided = (m: MatchView) => m.opponent1?.result === 'win' || m.opponent2?.result === 'win';
const bothKnown = (m: MatchView) => m.opponent1?.id != null && m.opponent2?.id != null;
const lineColor = (on: boolean) => (on ? RESULTS_COLORS.accent : RESULTS_COLORS.line);

/**
 * A match's place in its round: a share of the column's height (so a round of half as many
 * matches sits at the middle of each pair), with the lines to the next round drawn in CSS: out
 * to the right from a card, a vertical joining a pair, in from the left to the next card. A line
 * a result has decided is orange.
 */
function slotSx(round: RoundColumn, index: number, match: MatchView) {
  const out = lineColor(decided(match));
  const first = index % 2 === 0;
  return {
    position: 'relative',
    flex: '1 0 auto',
    display: 'flex',
    alignItems: 'center',
    py: 0.75,
    px: { xs: `${HALF_GAP.xs}px`, lg: `${HALF_GAP.lg}px` },
    ...(round.next && {
      '&::after': {
        content: '""',
        position: 'absolute',
        right: 0,
        top: `calc(50% - ${LINE / 2}px)`,
        width: { xs: HALF_GAP.xs, lg: HALF_GAP.lg },
        borderTop: `${LINE}px solid ${out}`,
      },
    }),
    ...(round.next === 'pairs' && {
      '&::before': {
        content: '""',
        position: 'absolute',
        right: 0,
        // The first of a pair reaches down from its middle, the second up to its middle.
        top: first ? `calc(50% - ${LINE / 2}px)` : 0,
        height: `calc(50% + ${LINE / 2}px)`,
        borderRight: `${LINE}px solid ${out}`,
      },
    }),
  } as const;
}

/** The line into a card from the previous round (orange once both its opponents are known). */
function LineIn({ on }: { on: boolean }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        position: 'absolute',
        left: 0,
        top: `calc(50% - ${LINE / 2}px)`,
        width: { xs: HALF_GAP.xs, lg: HALF_GAP.lg },
        borderTop: `${LINE}px solid ${lineColor(on)}`,
      }}
    />
  );
}

/**
 * One group of an elimination draw, drawn as a bracket: a column per round under a header row
 * that stays in sight (sticky) while the bracket scrolls inside its own box. On a phone the box
 * scrolls sideways and down (the page never gets wider than the window); on a projector it
 * shows the whole draw.
 */
export function Bracket({
  group,
  entrants,
  label,
}: {
  group: GroupLayout;
  entrants: EntrantLookup;
  /** Names the scrolling box for assistive technology ("Open, main draw"). */
  label: string;
}) {
  const id = useId();
  return (
    <Box
      role="region"
      aria-label={label}
      // The box scrolls: it takes the keyboard's focus so arrow keys can scroll it.
      tabIndex={0}
      data-testid="bracket"
      sx={{
        // As wide as the draw, and no wider than the page: past that it scrolls.
        width: 'fit-content',
        maxWidth: '100%',
        overflow: 'auto',
        maxHeight: { xs: '75vh', lg: 'none' },
        overscrollBehaviorX: 'contain',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: '14px',
        bgcolor: '#FFFDFB',
        '&:focus-visible': { outline: `2px solid ${RESULTS_COLORS.accentText}`, outlineOffset: 2 },
      }}
    >
      <Box sx={{ display: 'flex', width: 'max-content', pb: 1 }}>
        {group.rounds.map((round) => (
          <Box
            key={round.id}
            sx={{
              display: 'flex',
              flexDirection: 'column',
              flex: 'none',
              width: {
                xs: CARD_WIDTH.xs + 2 * HALF_GAP.xs,
                md: CARD_WIDTH.md + 2 * HALF_GAP.xs,
                lg: CARD_WIDTH.lg + 2 * HALF_GAP.lg,
              },
            }}
          >
            <Box
              id={`${id}-${round.id}`}
              data-testid="round-header"
              sx={{
                position: 'sticky',
                top: 0,
                zIndex: 2,
                py: 1,
                px: 1,
                textAlign: 'center',
                bgcolor: RESULTS_COLORS.headerBg,
                borderBottom: '1px solid',
                borderColor: 'divider',
                ...RESULTS_CAPTION_SX,
                whiteSpace: 'nowrap',
              }}
            >
              {round.label}
            </Box>
            <Box
              component="ol"
              aria-labelledby={`${id}-${round.id}`}
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                pt: 1,
                flex: 1,
                display: 'flex',
                flexDirection: 'column',
              }}
            >
              {round.matches.map((match, index) => (
                <Box component="li" key={match.id} sx={slotSx(round, index, match)}>
                  {round.fed && <LineIn on={bothKnown(match)} />}
                  <MatchCard match={match} entrants={entrants} />
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
