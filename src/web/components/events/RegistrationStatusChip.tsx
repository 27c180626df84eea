import { Chip, type ChipProps } from '@mui/material';
import type { EventDates, RegistrationState } from '../../../shared/events/registration-window';
import { registrationState } from '../../../shared/events/registration-window';

const LOOK: Record<RegistrationState, { label: string; color: ChipProps['color'] }> = {
  not_open: { label: 'Opening soon', color: 'info' },
  open: { label: 'Registration open', color: 'success' },
  closed: { label: 'Registration closed', color: 'default' },
  over: { label: 'Completed', color: 'default' },
};

/** The §4 registration state of an event as a small chip. */
export function RegistrationStatusChip({
  event,
  size = 'small',
}: {
  event: EventDates;
  size?: ChipProps['size'];
}) {
  const look = LOOK[registrationState(event)];
  return (
    <Chip
      label={look.label}
      color={look.color}
      size={size}
      sx={{
        fontWeight: 700,
        ...(look.color === 'default' && { bgcolor: 'grey.200', color: 'text.primary' }),
      }}
    />
  );
}
