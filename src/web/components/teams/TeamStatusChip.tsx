import { Chip } from '@mui/material';
import { teamStatus, type TeamStatus } from './team-format';
import { t } from '../../i18n/i18n';

const COLOR: Record<TeamStatus['kind'], 'success' | 'error' | 'default' | 'primary'> = {
  paid: 'success',
  complete: 'primary',
  incomplete: 'error',
  cancelled: 'error',
  locked: 'default',
  forming: 'default',
};

/** A team's state in words: Forming 3/5, Complete, Paid, Locked, Incomplete at lock, Cancelled. */
export function TeamStatusChip({ team }: { team: Parameters<typeof teamStatus>[0] }) {
  const status = teamStatus(team);
  return (
    <Chip
      size="small"
      label={t('teams.status', { kind: status.kind, joined: team.joined, size: team.size })}
      color={COLOR[status.kind]}
      variant={status.kind === 'forming' || status.kind === 'locked' ? 'outlined' : 'filled'}
      data-testid="team-status"
      sx={{ fontWeight: 700 }}
    />
  );
}
