import { Box } from '@mui/material';
import { useEffect, useState, type ComponentType } from 'react';
import type { Event } from '../../../shared/events/schemas';
import { t } from '../../i18n/i18n';
import { loadChunk } from '../chunk-loader';

type Props = { event: Event };

/**
 * The event page's actions (map, calendar, share, contact; issue 13) live in their own chunk, so
 * the public page's first download does not grow. The page's route and the server's renderer
 * wait for it (loadEventActions), so both draw the row at once and the takeover changes nothing;
 * the row's height is fixed, so a late chunk (or a failed one) moves nothing either.
 */
let Actions: ComponentType<Props> | undefined;
let loading: Promise<void> | undefined;

export function loadEventActions(): Promise<void> {
  return (loading ??= loadChunk('event-actions', () => import('./EventActions')).then(
    (mod) => {
      Actions = mod.EventActions;
    },
    (err: unknown) => {
      loading = undefined; // the next page visit tries again
      throw err;
    },
  ));
}

const EVENT_ACTIONS_HEIGHT = 64;

export function EventActionsSlot({ event }: Props) {
  const [, setReady] = useState(Boolean(Actions));
  useEffect(() => {
    if (!Actions) loadEventActions().then(() => setReady(true), console.error);
  }, []);
  return (
    <Box
      role="group"
      aria-label={t('event.actions.label')}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
        gridTemplateRows: `${EVENT_ACTIONS_HEIGHT}px`,
        gap: 1,
      }}
    >
      {Actions && <Actions event={event} />}
    </Box>
  );
}
