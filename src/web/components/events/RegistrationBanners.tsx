import { Box, Stack, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { formatDisplayDate } from '../../i18n/dates';
import {
  eventBanners,
  registrationState,
  type EventDates,
  type RegistrationState,
} from '../../../shared/events/registration-window';
import { t } from '../../i18n/i18n';
import { Icon } from '../Icon';

/**
 * MUI's outlined Alert, drawn by hand: the component (with its icons and close button) costs
 * event pages 2 KB of script, and these banners need none of its options. An error (a cancelled
 * event) is tinted as well, to stand out from the notices.
 */
function Banner({
  severity,
  children,
}: {
  severity: 'info' | 'warning' | 'error';
  children: ReactNode;
}) {
  const error = severity === 'error';
  return (
    <Box
      role="alert"
      data-testid={error ? 'event-cancelled' : undefined}
      sx={(theme: Theme) => ({
        ...theme.typography.body2,
        display: 'flex',
        px: 2,
        py: '6px',
        borderRadius: '14px',
        border: `1px solid ${theme.palette[severity][error ? 'main' : 'light']}`,
        color: theme.darken(theme.palette[severity].light, 0.6),
        bgcolor: error ? theme.lighten(theme.palette.error.light, 0.9) : 'background.paper',
        fontWeight: 600,
      })}
    >
      <Icon
        name={severity === 'info' ? 'InfoOutlined' : 'ReportProblemOutlined'}
        sx={{
          mr: 1.5,
          my: '7px',
          fontSize: 22,
          opacity: 0.9,
          color: `${severity}.main`,
          flexShrink: 0,
        }}
      />
      <Box sx={{ py: 1, minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

type BannerEvent = EventDates & { cancel_reason?: string | null };

/** §2's detail banners of the §4 registration state (eventBanners), in the page's language. */
const bannerTexts = (event: EventDates, state: RegistrationState) =>
  eventBanners(state).map((key) =>
    t(key, { date: formatDisplayDate(event.registration_start_date) }),
  );

/**
 * The §2 detail banners ('Registration will Starts on …', closed, results), from §4's rules;
 * for a cancelled event, the cancellation instead of "closed".
 */
export function RegistrationBanners({ event }: { event: BannerEvent }) {
  // Neither "closed" nor "Results" fits an event that never took place: the cancellation only.
  if (event.cancelled_at)
    return (
      <Banner severity="error">
        <Box sx={{ fontSize: '1rem', fontWeight: 800 }}>{t('event.cancelled')}</Box>
        {/* The host's own words, mailed to every participant too. */}
        {event.cancel_reason && (
          <Box sx={{ mt: 0.5, fontWeight: 500 }}>
            {t('event.cancelReason', { reason: event.cancel_reason })}
          </Box>
        )}
      </Banner>
    );
  const state = registrationState(event);
  const banners = bannerTexts(event, state);
  if (banners.length === 0) return null;
  // A registration still to open is news; closed and results are warnings.
  const severity = state === 'not_open' ? 'info' : 'warning';
  return (
    <Stack spacing={1} data-testid="registration-banners">
      {banners.map((text) => (
        <Banner key={text} severity={severity}>
          {text}
        </Banner>
      ))}
    </Stack>
  );
}
