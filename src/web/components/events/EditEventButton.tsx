import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Tooltip } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Event } from '../../../shared/events/schemas';
import { eventPaths } from './event-paths';

/** The edit icon in an event card's corner (app lists, for those who may edit the event). */
export default function EditEventButton({ event }: { event: Event }) {
  return (
    <Tooltip title="Edit event">
      <IconButton
        component={RouterLink}
        to={eventPaths.edit(event.id)}
        state={{ event, mode: 'edit' }}
        aria-label="Edit event"
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
        <EditIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
