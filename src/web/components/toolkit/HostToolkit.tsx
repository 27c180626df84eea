import { Box, Typography } from '@mui/material';
import type { Event } from '../../../shared/events/schemas';
import { ExportsPanel } from './ExportsPanel';
import { MessagesPanel } from './MessagesPanel';
import { RemindersPanel } from './RemindersPanel';
import { SalesPanel } from './SalesPanel';
import { StartListsPanel } from './StartListsPanel';
import { t } from '../../i18n/i18n';

/**
 * The host's toolkit on an event's page in the app (issue 27), for its host or an admin: sales
 * at a glance, downloads (registrations as CSV or Excel, start lists), messages to participants,
 * and the automatic reminders. Each panel is its own module.
 */
export function HostToolkit({ event }: { event: Event }) {
  return (
    <Box component="section" aria-labelledby="host-toolkit" sx={{ mt: 4 }}>
      <Typography id="host-toolkit" variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('toolkit.heading')}
      </Typography>
      <SalesPanel event={event} />
      <ExportsPanel event={event} />
      <StartListsPanel event={event} />
      <MessagesPanel event={event} />
      <RemindersPanel event={event} />
    </Box>
  );
}
