import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { ROUTES } from '../../../shared/routes';
import type { Team } from '../../../shared/teams/schemas';
import { ApiError } from '../../api/client';
import { useTeam } from '../../api/teams';
import { useAuth } from '../../auth/auth-context';
import { readableTextButtonSx } from '../../components/events/readable-buttons';
import { PageHeading } from '../../components/PageHeading';
import { InviteForm } from '../../components/teams/InviteForm';
import { RosterList } from '../../components/teams/RosterList';
import { ShareLinkBox } from '../../components/teams/ShareLinkBox';
import { TeamPayment } from '../../components/teams/TeamPayment';
import { InviteAnswer } from './InviteAnswer';
import { LeaveTeamButton } from './LeaveTeamButton';
import { TeamHeader } from './TeamHeader';
import { TeamSection } from './TeamSection';
import { t } from '../../i18n/i18n';

function TeamLoadState({
  loading,
  error,
  retry,
}: {
  loading: boolean;
  error: Error | null;
  retry: () => void;
}) {
  if (loading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
        <CircularProgress aria-label={t('teams.loading')} />
      </Box>
    );
  }
  const status = error instanceof ApiError ? error.status : 0;
  const known = status === 403 || status === 404;
  return (
    <>
      <PageHeading>{t('teams.page.heading')}</PageHeading>
      <Alert
        severity={known ? 'info' : 'error'}
        action={
          known ? undefined : (
            <Button color="inherit" size="small" onClick={retry}>
              {t('teams.page.tryAgain')}
            </Button>
          )
        }
      >
        {status === 403
          ? t('teams.page.forbidden')
          : status === 404
            ? t('teams.page.notFound')
            : (error?.message ?? t('teams.genericError'))}
      </Alert>
    </>
  );
}

/** What the caller may do here, from the server's `viewer` and the roster lock. */
function useTeamAbilities(team: Team) {
  const { user } = useAuth();
  const hostOrAdmin = user?.role === 'Admin' || user?.id === team.event_details.host_id;
  const open = !team.cancelled;
  const me = team.members.find((m) => m.id === team.viewer.member_id);
  return {
    // After the lock only the event's host (or an admin) changes the roster.
    manageRoster: open && team.viewer.manages && (!team.locked || hostOrAdmin),
    invite: open && team.viewer.manages && !team.locked,
    leave: open && !team.locked && !team.viewer.is_captain && me?.status === 'joined',
    memberId: me?.id ?? null,
  };
}

function TeamView({ team }: { team: Team }) {
  const can = useTeamAbilities(team);
  return (
    <>
      <TeamHeader team={team} />
      <Stack spacing={3}>
        {team.viewer.invited && <InviteAnswer team={team} />}
        {team.cancelled && <Alert severity="warning">{t('teams.page.cancelled')}</Alert>}
        {team.incomplete_at_lock && !team.cancelled && (
          <Alert severity="warning">
            {t('teams.page.incomplete', { joined: team.joined, size: team.size })}
          </Alert>
        )}
        {(team.viewer.member_id || team.viewer.manages) && !team.cancelled && (
          <TeamSection title={t('teams.page.payment')}>
            <TeamPayment team={team} />
          </TeamSection>
        )}
        {can.invite && (
          <TeamSection title={t('teams.page.bringIn')}>
            <Stack spacing={3}>
              <ShareLinkBox team={team} />
              <InviteForm teamId={team.id} />
            </Stack>
          </TeamSection>
        )}
        <TeamSection title={t('teams.page.roster')}>
          <RosterList team={team} canManage={can.manageRoster} />
          {can.leave && can.memberId && (
            <Box sx={{ mt: 2 }}>
              <LeaveTeamButton team={team} memberId={can.memberId} />
            </Box>
          )}
        </TeamSection>
      </Stack>
    </>
  );
}

/**
 * /app/teams/{teamId} (issue 28): a team that forms itself. Its captain brings players in (link,
 * WhatsApp, email) and manages the roster; members see it and leave; everyone pays as the
 * category says (the captain the whole price, or each member a share).
 */
export default function TeamPage() {
  const { teamId } = useParams();
  const query = useTeam(teamId);
  return (
    <Box sx={{ maxWidth: 880 }}>
      <Button
        component={RouterLink}
        to={ROUTES.dashboard}
        startIcon={<ArrowBackIcon />}
        sx={[readableTextButtonSx, { mb: 1, ml: -1 }]}
      >
        {t('teams.page.dashboard')}
      </Button>
      {query.data ? (
        <TeamView team={query.data} />
      ) : (
        <TeamLoadState
          loading={query.isPending && query.fetchStatus !== 'idle'}
          error={query.error}
          retry={() => void query.refetch()}
        />
      )}
    </Box>
  );
}
