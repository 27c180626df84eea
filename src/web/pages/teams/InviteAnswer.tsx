import { Alert, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Team } from '../../../shared/teams/schemas';
import { InviteActions } from '../../components/teams/InviteActions';
import { teamPaths } from '../../components/teams/team-format';
import { t } from '../../i18n/i18n';
import { withElements } from '../../i18n/with-elements';

/** The invited caller's answer, on the team's own page. */
export function InviteAnswer({ team }: { team: Team }) {
  const captain = team.members.find((m) => m.role === 'Captain');
  const name = <strong>{team.team_name}</strong>;
  return (
    <Alert severity="info" icon={false}>
      <Stack spacing={1.5}>
        <Typography>
          {captain
            ? withElements('teams.invite.fromCaptain', { team: name }, { captain: captain.name })
            : withElements('teams.invite.invited', { team: name })}{' '}
          <Link component={RouterLink} to={teamPaths.join(team.join_code)}>
            {t('teams.invite.dependant')}
          </Link>
        </Typography>
        <InviteActions team={team} />
      </Stack>
    </Alert>
  );
}
