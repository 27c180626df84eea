import { IconButton, Tooltip } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Event } from '../../../shared/events/schemas';
import { t } from '../../i18n/i18n';
import { eventPaths } from './event-paths';
import { Icon } from '../Icon';

/** The edit icon in an event card's corner (app lists, for those who may edit the event). */
export default function EditEventButton({ event }: { event: Event }) {
  const label = t('event.edit');
  return (
    <Tooltip title={label}>
      <IconButton
        component={RouterLink}
        to={eventPaths.edit(event.id)}
        state={{ event, mode: 'edit' }}
        aria-label={label}
        size="small"
        sx={{
          position: 'absolute',
          top: 10,
          right: 10,
          bgcolor: 'background.paper',
          boxShadow: 2,
          '&:hover': { bgcolor: 'primary.light' },
        }}
      >
        <Icon name="Edit" fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
