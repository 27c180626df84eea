import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Event } from '../../../shared/events/schemas';
import { isRegistrationOpen } from '../../../shared/events/registration-window';
import { can } from '../../../shared/permissions';
import { useAuth } from '../../auth/auth-context';
import { t } from '../../i18n/i18n';
import { eventPaths } from './event-paths';

/**
 * §2 'Participate Now', shown while registration is open (§4) to anyone who may register: a
 * player goes to the participate page, a guest to /login, which returns there afterwards.
 * Hosts and admins, who cannot register, see nothing.
 */
export function ParticipateButton({ event }: { event: Event }) {
  const { user, isAuthenticated } = useAuth();
  if (!isRegistrationOpen(event)) return null;
  const guest = !isAuthenticated || !user;
  if (!guest && !can(user.role, 'Participants', 'create')) return null;
  const target = eventPaths.participate(event.id);
  return (
    <Button
      component={RouterLink}
      to={guest ? '/login' : target}
      state={guest ? { from: target } : { event }}
      variant="contained"
      size="large"
    >
      {t('event.participate')}
    </Button>
  );
}
