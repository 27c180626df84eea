import { Box, Button } from '@mui/material';
import { useNavigate } from 'react-router';
import type { Team } from '../../../shared/teams/schemas';
import { hasErrorCode } from '../../api/client';
import { useDeclineTeam, useJoinTeam } from '../../api/teams';
import { attempt } from '../../query-client';
import { LoadingButton } from '../LoadingButton';
import { toast } from '../toast';
import { teamPaths } from './team-format';
import { t } from '../../i18n/i18n';

/**
 * An invite's answer: Join (the caller joins as themself, then sees the team) or Decline. When
 * joining needs more (their weight), the join page asks for it.
 */
export function InviteActions({ team }: { team: Pick<Team, 'id' | 'team_name' | 'join_code'> }) {
  const join = useJoinTeam();
  const decline = useDeclineTeam();
  const navigate = useNavigate();

  const onJoin = async () => {
    const result = await attempt(join.mutateAsync({ code: team.join_code, weight_kg: null }));
    if (result.ok) {
      toast.success(t('teams.youJoined', { team: team.team_name }));
      navigate(teamPaths.team(result.data.id));
      return;
    }
    const { message, fields } = result.error;
    if (fields?.weight_kg || hasErrorCode(result.error, 'errors.team.weightRequired')) {
      navigate(teamPaths.join(team.join_code));
      return;
    }
    toast.error(message);
  };

  const onDecline = async () => {
    const result = await attempt(decline.mutateAsync(team.id)); // a refusal is toasted
    if (result.ok) toast.info(t('teams.invite.declined', { team: team.team_name }));
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <LoadingButton
        variant="contained"
        loading={join.isPending}
        disabled={decline.isPending}
        onClick={() => void onJoin()}
      >
        {t('teams.invite.join')}
      </LoadingButton>
      <Button
        variant="outlined"
        color="inherit"
        disabled={decline.isPending || join.isPending}
        onClick={() => void onDecline()}
      >
        {t('teams.invite.decline')}
      </Button>
    </Box>
  );
}
