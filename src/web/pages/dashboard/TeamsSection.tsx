import GroupsIcon from '@mui/icons-material/Groups';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import { readableOutlinedButtonSx } from '../../components/events/readable-buttons';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { TwoColumnSection } from './TwoColumnSection';
import { Link as RouterLink } from 'react-router';
import type { Team } from '../../../shared/teams/schemas';
import { useMyTeams } from '../../api/teams';
import { formatAmount } from '../../components/participations/participation-format';
import { InviteActions } from '../../components/teams/InviteActions';
import { shareAmountOf, teamPaths } from '../../components/teams/team-format';
import { TeamStatusChip } from '../../components/teams/TeamStatusChip';
import { t } from '../../i18n/i18n';

const captainOf = (team: Team) => team.members.find((m) => m.role === 'Captain')?.name;
const meOn = (team: Team) => team.members.find((m) => m.id === team.viewer.member_id);

function TeamCard({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Paper component="li" variant="outlined" data-testid={testId} sx={{ p: 2 }}>
      {children}
    </Paper>
  );
}

function Invite({ team }: { team: Team }) {
  const captain = captainOf(team);
  return (
    <TeamCard testId="team-invite">
      <Chip
        size="small"
        icon={<EmailOutlinedIcon />}
        color="primary"
        label={t('dashboard.teams.invite')}
        sx={{ fontWeight: 700, mb: 1 }}
      />
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{team.team_name}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {team.event_details.title} · {team.category_details.name}
        {captain && ` · ${t('dashboard.teams.captainIs', { name: captain })}`}
      </Typography>
      <Box sx={{ mt: 2 }}>
        <InviteActions team={team} />
      </Box>
    </TeamCard>
  );
}

/** What the caller still owes this team, if anything: their share, or (captain) the price. */
function toPay(team: Team): string | null {
  const me = meOn(team);
  if (team.confirmed || !me) return null;
  if (team.payment === 'split') {
    return me.share?.status === 'captured'
      ? null
      : t('dashboard.teams.yourShare', {
          amount: formatAmount(shareAmountOf(team, me), team.currency),
        });
  }
  return team.viewer.is_captain
    ? t('dashboard.teams.teamPrice', { amount: formatAmount(team.price, team.currency) })
    : null;
}

function Forming({ team }: { team: Team }) {
  const owed = toPay(team);
  return (
    <TeamCard testId="team-forming">
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <TeamStatusChip team={team} />
        {team.viewer.is_captain && (
          <Chip size="small" label={t('dashboard.teams.captain')} variant="outlined" />
        )}
      </Stack>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{team.team_name}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {team.event_details.title} · {team.category_details.name}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {t('dashboard.teams.joined', { joined: team.joined, size: team.size })}
        {owed && (
          <>
            {' · '}
            <strong>{owed}</strong>
          </>
        )}
      </Typography>
      <Button
        component={RouterLink}
        to={teamPaths.team(team.id)}
        variant={owed ? 'contained' : 'outlined'}
        startIcon={<GroupsIcon />}
        sx={[{ mt: 2 }, !owed && readableOutlinedButtonSx]}
      >
        {owed ? t('dashboard.openTeamToPay') : t('dashboard.teams.open')}
      </Button>
    </TeamCard>
  );
}

/**
 * The participant's teams (issue 28): invites to answer, and teams still forming or being paid
 * for. A team once paid shows with the registrations (its ticket). Nothing when there are none.
 */
export function TeamsSection() {
  const teams = (useMyTeams().data ?? []).filter((team) => !team.cancelled);
  const invites = teams.filter((team) => team.viewer.invited);
  const forming = teams.filter(
    (team) => !team.viewer.invited && !team.confirmed && meOn(team)?.status === 'joined',
  );
  if (invites.length + forming.length === 0) return null;
  return (
    <TwoColumnSection id="teams" title={t('dashboard.teams.heading')}>
      {invites.map((team) => (
        <Invite key={team.id} team={team} />
      ))}
      {forming.map((team) => (
        <Forming key={team.id} team={team} />
      ))}
    </TwoColumnSection>
  );
}
