import { Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatDisplayDate, formatIndiaDateTime } from '../../i18n/dates';
import type { Team } from '../../../shared/teams/schemas';
import { eventPaths } from '../../components/events/event-paths';
import { PageHeading } from '../../components/PageHeading';
import { TeamStatusChip } from '../../components/teams/TeamStatusChip';
import { t } from '../../i18n/i18n';

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
          {t('teams.joinedOf', { joined: team.joined, size: team.size })}
          {team.substitutes > 0 &&
            ` ${t('teams.header.withSubstitutes', { max: team.size + team.substitutes })}`}
          {captain && ` · ${t('teams.header.captain', { name: captain.name })}`}
          {team.club && ` · ${team.club}`}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {team.locked
          ? t('teams.header.locked', { date: formatIndiaDateTime(team.roster_locks_at) })
          : t('teams.header.locks', { date: formatIndiaDateTime(team.roster_locks_at) })}
      </Typography>
    </Stack>
  );
}
