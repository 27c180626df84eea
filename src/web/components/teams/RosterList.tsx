import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import type { Team, TeamMember } from '../../../shared/teams/schemas';
import { useRemoveTeamMember, useSetTeamRoles } from '../../api/teams';
import { attempt } from '../../query-client';
import { readableTextButtonSx } from '../events/readable-buttons';
import { toast } from '../toast';
import { ConfirmDialog } from './ConfirmDialog';
import { shareKind } from './team-format';
import { t } from '../../i18n/i18n';

const ORDER: Record<TeamMember['status'], number> = {
  joined: 0,
  invited: 1,
  declined: 2,
  removed: 3,
};

/** Joined players first (in their ticket order), then open invites, then the past. */
const byStanding = (a: TeamMember, b: TeamMember) =>
  ORDER[a.status] - ORDER[b.status] || (a.position ?? 0) - (b.position ?? 0);

/** One member: name and role, their state, and the actions (under the name on a phone). */
function MemberRow({
  member: m,
  split,
  you,
  actions,
}: {
  member: TeamMember;
  split: boolean;
  you: boolean;
  actions: ReactNode;
}) {
  const share = shareKind(m.share);
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="roster-member"
      sx={{
        p: 1.5,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 1,
        alignItems: { sm: 'center' },
        opacity: m.status === 'joined' || m.status === 'invited' ? 1 : 0.75,
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {you ? t('teams.roster.you', { name: m.name }) : m.name}
          </Typography>
          {m.role && (
            <Chip
              size="small"
              label={t('teams.roster.role', { role: m.role })}
              color="primary"
              sx={{ fontWeight: 700 }}
            />
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('teams.roster.status', { status: m.status })}
          {split && m.status === 'joined' && ` · ${t('teams.roster.share', { share })}`}
          {/* An invite to an address with no account is named by it already. */}
          {m.email && m.email !== m.name && ` · ${m.email}`}
        </Typography>
      </Box>
      {actions && (
        <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0, flexWrap: 'wrap' }}>
          {actions}
        </Stack>
      )}
    </Paper>
  );
}

/**
 * The roster: each member's name, role, state and (split) share. Whoever manages the team (the
 * captain while the roster is open; the event's host or an admin until the event) removes
 * members and picks the Vice Captain.
 */
export function RosterList({ team, canManage }: { team: Team; canManage: boolean }) {
  const remove = useRemoveTeamMember(team.id);
  const roles = useSetTeamRoles(team.id);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const split = team.payment === 'split';

  const confirmRemove = async () => {
    if (!removing) return;
    const result = await attempt(remove.mutateAsync(removing.id));
    // A refusal is toasted by the mutation.
    if (result.ok) toast.success(t('teams.roster.removed', { name: removing.name }));
    setRemoving(null);
  };

  const makeVice = async (m: TeamMember) => {
    const result = await attempt(roles.mutateAsync(m.id));
    if (result.ok) toast.success(t('teams.roster.madeVice', { name: m.name }));
  };

  const actionsFor = (m: TeamMember) => {
    if (!canManage || m.role === 'Captain') return null;
    if (m.status !== 'joined' && m.status !== 'invited') return null;
    return (
      <>
        {m.status === 'joined' && m.role !== 'Vice Captain' && (
          <Button
            size="small"
            disabled={roles.isPending}
            onClick={() => void makeVice(m)}
            aria-label={t('teams.roster.makeViceLabel', { name: m.name })}
            sx={readableTextButtonSx}
          >
            {t('teams.roster.makeVice')}
          </Button>
        )}
        <Button
          size="small"
          color="error"
          onClick={() => setRemoving(m)}
          aria-label={t('teams.roster.removeLabel', { name: m.name })}
        >
          {t('teams.roster.remove')}
        </Button>
      </>
    );
  };

  const members = [...team.members].sort(byStanding);
  return (
    <>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {members.map((m) => (
          <MemberRow
            key={m.id}
            member={m}
            split={split}
            you={m.id === team.viewer.member_id}
            actions={actionsFor(m)}
          />
        ))}
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        title={t('teams.roster.removeTitle', { name: removing?.name ?? '' })}
        text={
          removing?.status === 'invited'
            ? t('teams.roster.withdrawInvite')
            : split && removing?.share?.status === 'captured' && !team.confirmed
              ? t('teams.roster.removeRefunded')
              : t('teams.roster.removeLoses')
        }
        confirmLabel={t('teams.roster.remove')}
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
