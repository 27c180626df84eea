import { Button } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../../shared/routes';
import type { Team } from '../../../shared/teams/schemas';
import { useRemoveTeamMember } from '../../api/teams';
import { toast } from '../../components/toast';
import { ConfirmDialog } from '../../components/teams/ConfirmDialog';
import { attempt } from '../../query-client';
import { t } from '../../i18n/i18n';

/** A member (not the captain) leaves the team; they no longer see it, so the dashboard is next. */
export function LeaveTeamButton({ team, memberId }: { team: Team; memberId: string }) {
  const leave = useRemoveTeamMember(team.id);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const me = team.members.find((m) => m.id === memberId);
  const refunded = team.payment === 'split' && me?.share?.status === 'captured' && !team.confirmed;

  const confirm = async () => {
    const result = await attempt(leave.mutateAsync(memberId)); // a refusal is toasted
    setOpen(false);
    if (!result.ok) return;
    toast.success(t('teams.leave.done', { team: team.team_name }));
    navigate(ROUTES.dashboard);
  };

  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        {t('teams.leave.button')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('teams.leave.title', { team: team.team_name })}
        text={refunded ? t('teams.leave.refunded') : t('teams.leave.text')}
        confirmLabel={t('teams.leave.button')}
        busy={leave.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
