import { Box } from '@mui/material';
import type { EventDates, RegistrationState } from '../../../shared/events/registration-window';
import { registrationState } from '../../../shared/events/registration-window';
import type { MessageKey } from '../../../shared/i18n/catalogs';
import { t } from '../../i18n/i18n';

// Filled chip colours of the theme (white text passes WCAG AA on info and success).
type Look = { label: MessageKey; bg: string; color: string };
const LOOK: Record<RegistrationState, Look> = {
  not_open: { label: 'events.status.notOpen', bg: 'info.main', color: 'info.contrastText' },
  open: { label: 'events.status.open', bg: 'success.main', color: 'success.contrastText' },
  closed: { label: 'events.status.closed', bg: 'grey.200', color: 'text.primary' },
  over: { label: 'events.status.over', bg: 'grey.200', color: 'text.primary' },
};
// A draft (seen only by its host and admins) says so before anything else.
const DRAFT: Look = { label: 'events.status.draft', bg: 'warning.light', color: 'text.primary' };
// A cancelled event (issue 16) is closed for good: "Registration closed" would hide why.
const CANCELLED: Look = {
  label: 'events.status.cancelled',
  bg: 'error.main',
  color: 'error.contrastText',
};

/**
 * The §4 registration state of an event (or "Draft", "Cancelled") as a small chip. It is drawn like MUI's filled Chip but
 * is a plain label, so event cards do not load the Chip component (with its delete and click
 * handling) for a piece of text.
 */
export function RegistrationStatusChip({
  event,
  size = 'small',
}: {
  event: EventDates;
  size?: 'small' | 'medium';
}) {
  const look = event.cancelled_at
    ? CANCELLED
    : event.status === 'draft'
      ? DRAFT
      : LOOK[registrationState(event)];
  const small = size === 'small';
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        maxWidth: '100%',
        height: small ? 24 : 32,
        lineHeight: small ? '24px' : '32px',
        px: small ? 1 : 1.5,
        borderRadius: '16px',
        bgcolor: look.bg,
        color: look.color,
        fontSize: (theme) => theme.typography.pxToRem(13),
        fontWeight: 700,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        verticalAlign: 'middle',
      }}
    >
      {t(look.label)}
    </Box>
  );
}
