import { keyframes } from '@emotion/react';
import { Box } from '@mui/material';
import { t } from '../../i18n/i18n';
import type { LiveState } from './use-live-results';

/** final: every result is in (or the event is over), so the page claims nothing live. */
type IndicatorState = LiveState | 'final';

const LOOK: Record<IndicatorState, { color: string; pulse?: boolean }> = {
  connecting: { color: '#8A8F96' },
  live: { color: '#1B6E20', pulse: true },
  reconnecting: { color: '#B26A00' },
  offline: { color: '#C62828' },
  final: { color: '#5F6368' },
};

const pulse = keyframes({
  '0%, 100%': { boxShadow: '0 0 0 0 rgba(27, 110, 32, 0.45)' },
  '50%': { boxShadow: '0 0 0 5px rgba(27, 110, 32, 0)' },
});

/** Whether the page is following the results as they are entered, or they are all in. */
export function LiveIndicator({ state }: { state: IndicatorState }) {
  const look = LOOK[state];
  return (
    <Box
      role="status"
      data-testid="live-indicator"
      data-state={state}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1.25,
        py: 0.25,
        minWidth: 84,
        borderRadius: 999,
        border: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.paper',
        fontSize: '0.8125rem',
        fontWeight: 700,
        color: 'text.primary',
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 8,
          height: 8,
          borderRadius: '50%',
          bgcolor: look.color,
          ...(look.pulse && {
            animation: `${pulse} 1.6s ease-in-out infinite`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }),
        }}
      />
      {t(`results.live.${state}`)}
    </Box>
  );
}
