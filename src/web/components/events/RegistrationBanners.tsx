import { Alert, Stack } from '@mui/material';
import { eventBanners, type EventDates } from '../../../shared/events/registration-window';

/** The §2 detail banners ('Registration will Starts on …', closed, results), from §4's rules. */
export function RegistrationBanners({ event }: { event: EventDates }) {
  const banners = eventBanners(event);
  if (banners.length === 0) return null;
  return (
    <Stack spacing={1} data-testid="registration-banners">
      {banners.map((text) => (
        <Alert
          key={text}
          severity={text.startsWith('Registration will') ? 'info' : 'warning'}
          variant="outlined"
          sx={{ fontWeight: 600, bgcolor: 'background.paper' }}
        >
          {text}
        </Alert>
      ))}
    </Stack>
  );
}
