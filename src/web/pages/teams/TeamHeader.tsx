import { Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatDisplayDate, formatIndiaDateTime } from '../../../shared/date-format';
import type { Team } from '../../../shared/teams/schemas';
import { eventPaths } from '../../components/events/event-paths';
import { PageHeading } from '../../components/PageHeading';
import { TeamStatusChip } from '../../components/teams/TeamStatusChip';

/** The team's name, what it plays in, its state and when its roster locks (India time). */
export function TeamHeader({ team }: { team: Team }) {
  const captain = team.members.find((m) => m.role === 'Captain');
  return (
    <Stack spacing={1} sx={{ mb: 3 }}>
      <PageHeading>{team.team_name}</PageHeading>
      <Typography sx={{ mt: -2, overflowWrap: 'anywhere' }}>
        <Link component={RouterLink} to={eventPaths.appDetails(team.event_id)}>
          {team.event_details.title}
        </Link>{' '}
        · {team.category_details.name} · {formatDisplayDate(team.event_details.start_date)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <TeamStatusChip team={team} />
        <Typography variant="body2" color="text.secondary">
          {team.joined} of {team.size} joined
          {team.substitutes > 0 && ` (up to ${team.size + team.substitutes} with substitutes)`}
          {captain && ` · Captain ${captain.name}`}
          {team.club && ` · ${team.club}`}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {team.locked
          ? `The roster locked on ${formatIndiaDateTime(team.roster_locks_at)}: only the host can change it now.`
          : `The roster locks on ${formatIndiaDateTime(team.roster_locks_at)}.`}
      </Typography>
    </Stack>
  );
}
