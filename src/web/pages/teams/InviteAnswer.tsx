import { Alert, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Team } from '../../../shared/teams/schemas';
import { InviteActions } from '../../components/teams/InviteActions';
import { teamPaths } from '../../components/teams/team-format';

/** The invited caller's answer, on the team's own page. */
export function InviteAnswer({ team }: { team: Team }) {
  const captain = team.members.find((m) => m.role === 'Captain');
  return (
    <Alert severity="info" icon={false}>
      <Stack spacing={1.5}>
        <Typography>
          {captain ? `${captain.name} invited you` : 'You are invited'} to play for{' '}
          <strong>{team.team_name}</strong>.{' '}
          <Link component={RouterLink} to={teamPaths.join(team.join_code)}>
            Entering a dependant instead?
          </Link>
        </Typography>
        <InviteActions team={team} />
      </Stack>
    </Alert>
  );
}
