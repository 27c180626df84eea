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

const captainOf = (t: Team) => t.members.find((m) => m.role === 'Captain')?.name;
const meOn = (t: Team) => t.members.find((m) => m.id === t.viewer.member_id);

function TeamCard({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Paper component="li" variant="outlined" data-testid={testId} sx={{ p: 2 }}>
      {children}
    </Paper>
  );
}

function Invite({ team: t }: { team: Team }) {
  const captain = captainOf(t);
  return (
    <TeamCard testId="team-invite">
      <Chip
        size="small"
        icon={<EmailOutlinedIcon />}
        color="primary"
        label="Invite"
        sx={{ fontWeight: 700, mb: 1 }}
      />
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{t.team_name}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t.event_details.title} · {t.category_details.name}
        {captain && ` · Captain ${captain}`}
      </Typography>
      <Box sx={{ mt: 2 }}>
        <InviteActions team={t} />
      </Box>
    </TeamCard>
  );
}

/** What the caller still owes this team, if anything: their share, or (captain) the price. */
function toPay(t: Team): string | null {
  const me = meOn(t);
  if (t.confirmed || !me) return null;
  if (t.payment === 'split') {
    return me.share?.status === 'captured'
      ? null
      : `Your share ${formatAmount(shareAmountOf(t, me), t.currency)} to pay`;
  }
  return t.viewer.is_captain ? `${formatAmount(t.price, t.currency)} to pay for the team` : null;
}

function Forming({ team: t }: { team: Team }) {
  const owed = toPay(t);
  return (
    <TeamCard testId="team-forming">
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <TeamStatusChip team={t} />
        {t.viewer.is_captain && <Chip size="small" label="Captain" variant="outlined" />}
      </Stack>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{t.team_name}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t.event_details.title} · {t.category_details.name}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {t.joined} of {t.size} joined
        {owed && (
          <>
            {' · '}
            <strong>{owed}</strong>
          </>
        )}
      </Typography>
      <Button
        component={RouterLink}
        to={teamPaths.team(t.id)}
        variant={owed ? 'contained' : 'outlined'}
        startIcon={<GroupsIcon />}
        sx={[{ mt: 2 }, !owed && readableOutlinedButtonSx]}
      >
        {owed ? 'Open team to pay' : 'Open team'}
      </Button>
    </TeamCard>
  );
}

/**
 * The participant's teams (issue 28): invites to answer, and teams still forming or being paid
 * for. A team once paid shows with the registrations (its ticket). Nothing when there are none.
 */
export function TeamsSection() {
  const teams = (useMyTeams().data ?? []).filter((t) => !t.cancelled);
  const invites = teams.filter((t) => t.viewer.invited);
  const forming = teams.filter(
    (t) => !t.viewer.invited && !t.confirmed && meOn(t)?.status === 'joined',
  );
  if (invites.length + forming.length === 0) return null;
  return (
    <TwoColumnSection id="teams" title="Teams">
      {invites.map((t) => (
        <Invite key={t.id} team={t} />
      ))}
      {forming.map((t) => (
        <Forming key={t.id} team={t} />
      ))}
    </TwoColumnSection>
  );
}
