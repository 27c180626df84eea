import EditIcon from '@mui/icons-material/Edit';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { href } from '../../../shared/href';
import { ROUTES } from '../../../shared/routes';
import type { Participation } from '../../../shared/participations/schemas';
import { t } from '../../i18n/i18n';
import { readableOutlinedButtonSx } from '../events/readable-buttons';
import { RemoveRegistrationButton } from '../refunds/RemoveRegistrationDialog';
import { participationPaths } from './participation-format';
import { InvoiceLink } from './InvoiceLink';
import { PaymentStatusChip } from './PaymentStatusChip';
import { joinedCount, shareStatusLabel } from './team-roster';

type Roster = NonNullable<Participation['team']>;

/** A team role in the page's language (the roles are the schema's, in English). */
function roleLabel(role: string): string {
  if (role === 'Captain') return t('participate.member.captain');
  if (role === 'Vice Captain') return t('participate.member.viceCaptain');
  return role;
}

/** "Tara Singh (Captain)", or the name alone without a role. */
const withRole = (m: { name: string; role?: string | null }) =>
  m.role ? `${m.name} (${roleLabel(m.role)})` : m.name;

function memberLine(p: Participation): string {
  return p.members.map(withRole).join(', ');
}

/**
 * A self-formed team's roster (issue 28): each member with their state and, where each player
 * pays a share, the share's; then how many of the team's size have joined.
 */
function TeamRoster({ team, name, size }: { team: Roster; name: string; size: number }) {
  const split = team.payment === 'split';
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="team-joined">
        {t('dashboard.teams.joined', { joined: joinedCount(team), size })}
        {team.complete ? ` · ${t('dashboard.participants.complete')}` : ''}
        {` · ${t(split ? 'dashboard.participants.splitPays' : 'dashboard.participants.captainPays')}`}
      </Typography>
      <Stack
        component="ul"
        aria-label={t('dashboard.participants.membersOf', { name })}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {team.members.map((m) => {
          const share = split ? shareStatusLabel(m.share_status) : null;
          const gone = m.status === 'declined' || m.status === 'removed';
          return (
            <Box
              component="li"
              key={m.id}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                columnGap: 1,
                py: 0.25,
                color: gone ? 'text.secondary' : 'text.primary',
              }}
            >
              <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
                {withRole(m)}
              </Typography>{' '}
              <Typography variant="body2" component="span" color="text.secondary">
                · {t('dashboard.participants.memberStatus', { status: m.status })}
                {share ? ` · ${t('dashboard.participants.share', { status: share })}` : ''}
              </Typography>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}

/**
 * §2: each team of a team category with its club and payment status; a typed team has an Edit
 * button, a self-formed one (issue 28) its roster with each member's state and a link to its team
 * page. A paid team can also be removed with a reason and refunded (issue 16).
 */
export function ParticipantTeamList({
  eventId,
  participations,
}: {
  eventId: string;
  participations: Participation[];
}) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {participations.map((p) => {
        const name = p.team_name ?? t('dashboard.participants.unnamedTeam');
        return (
          <Paper
            component="li"
            key={p.id}
            variant="outlined"
            data-testid="team-row"
            sx={{
              p: 2,
              display: 'flex',
              gap: 2,
              alignItems: { xs: 'stretch', sm: 'center' },
              flexDirection: { xs: 'column', sm: 'row' },
            }}
          >
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="h6" component="h4" sx={{ overflowWrap: 'anywhere' }}>
                  {name}
                </Typography>
                <PaymentStatusChip status={p.payment_status} />
              </Stack>
              {p.club && (
                <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  {t('dashboard.participants.clubIs', { club: p.club })}
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {t('dashboard.participants.registeredBy', {
                  name: p.participant_details.name,
                  email: p.participant_details.email,
                })}
              </Typography>
              {p.team ? (
                <TeamRoster
                  team={p.team}
                  name={name}
                  size={p.category_details.participants_in_team}
                />
              ) : (
                p.members.length > 0 && (
                  <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                    {memberLine(p)}
                  </Typography>
                )
              )}
              {p.invoice && (
                <Box sx={{ mt: 0.5 }}>
                  <InvoiceLink registration={p} />
                </Box>
              )}
            </Box>
            {p.team ? (
              // The roster is the team's own: the host changes it on the team page.
              <Button
                component={RouterLink}
                to={href(ROUTES.team, { teamId: p.team.id })}
                variant="outlined"
                startIcon={<GroupsOutlinedIcon />}
                aria-label={t('dashboard.participants.teamPageOf', { name })}
                sx={[readableOutlinedButtonSx, { flexShrink: 0 }]}
              >
                {t('dashboard.teamPage')}
              </Button>
            ) : (
              <Button
                component={RouterLink}
                to={participationPaths.edit(eventId, p.id)}
                variant="outlined"
                startIcon={<EditIcon />}
                aria-label={
                  p.team_name
                    ? t('dashboard.participants.editName', { name: p.team_name })
                    : t('dashboard.participants.editTeam')
                }
                sx={[readableOutlinedButtonSx, { flexShrink: 0 }]}
              >
                {t('dashboard.participants.edit')}
              </Button>
            )}
            {p.payment_status === 'captured' && (
              <RemoveRegistrationButton registration={p} categoryName={p.category_details.name} />
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
