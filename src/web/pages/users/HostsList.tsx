import BlockIcon from '@mui/icons-material/Block';
import RestoreIcon from '@mui/icons-material/Restore';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { HostRow } from '../../../shared/admin/schemas';
import { formatDisplayDate } from '../../i18n/dates';
import { useHosts } from '../../api/hosts';
import type { Column } from '../../components/DataTable';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { ResponsiveList } from '../../components/ResponsiveList';
import {
  readableOutlinedButtonSx,
  readableTextButtonSx,
} from '../../components/events/readable-buttons';
import { MessageHostsButton } from '../../components/toolkit/MessageHostsButton';
import { t } from '../../i18n/i18n';
import { HostStatusDialog } from './HostStatusDialog';

export const USERS_BASE = '/app/users';

function SuspendedChip({ host }: { host: HostRow }) {
  if (!host.suspended_at) return null;
  return (
    <Chip
      size="small"
      color="error"
      label={t('admin.hosts.suspended')}
      icon={<BlockIcon />}
      sx={{ fontWeight: 600 }}
    />
  );
}

/** Since when and why, under the chip: an admin should not have to hover to learn it. */
function SuspensionNote({ host }: { host: HostRow }) {
  if (!host.suspended_at) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75, overflowWrap: 'anywhere' }}>
      {host.suspension_reason
        ? t('admin.hosts.sinceFor', {
            date: formatDisplayDate(host.suspended_at),
            reason: host.suspension_reason,
          })
        : t('admin.hosts.since', { date: formatDisplayDate(host.suspended_at) })}
    </Typography>
  );
}

/** Suspend or Unsuspend; inside a clickable row, so neither a click nor Enter opens the row. */
function HostAction({ host, onAct }: { host: HostRow; onAct: (host: HostRow) => void }) {
  const suspended = Boolean(host.suspended_at);
  return (
    <Box
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
      sx={{ display: 'inline-flex' }}
    >
      <Button
        size="small"
        variant="outlined"
        color={suspended ? 'primary' : 'error'}
        startIcon={suspended ? <RestoreIcon /> : <BlockIcon />}
        onClick={() => onAct(host)}
        aria-label={t(suspended ? 'admin.hosts.unsuspendName' : 'admin.hosts.suspendName', {
          name: host.name,
        })}
        sx={[{ whiteSpace: 'nowrap' }, suspended && readableOutlinedButtonSx]}
      >
        {suspended ? t('admin.hosts.unsuspend') : t('admin.hosts.suspend')}
      </Button>
    </Box>
  );
}

function NameCell({ host }: { host: HostRow }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {host.name}
      </Typography>
      {host.organisation_name && (
        <Typography variant="body2" color="text.secondary">
          {host.organisation_name}
        </Typography>
      )}
    </>
  );
}

/** The hosts (§2 /app/users), with their suspension and the admin's Suspend / Unsuspend. */
export function HostsList() {
  const navigate = useNavigate();
  const hosts = useHosts();
  const [acting, setActing] = useState<HostRow | null>(null);
  const open = (host: HostRow) => navigate(`${USERS_BASE}/users-details/${host.id}`);

  const columns: Column<HostRow>[] = [
    {
      key: 'name',
      header: t('admin.column.name'),
      render: (h) => (
        <Box sx={{ minWidth: '10rem' }}>
          <NameCell host={h} />
        </Box>
      ),
    },
    {
      key: 'email',
      header: t('admin.column.email'),
      render: (h) => <Box sx={{ overflowWrap: 'break-word' }}>{h.email}</Box>,
    },
    {
      key: 'phone',
      header: t('admin.column.phone'),
      render: (h) => <Box sx={{ whiteSpace: 'nowrap' }}>{h.phone_number}</Box>,
    },
    {
      key: 'role',
      header: t('admin.column.role'),
      render: (h) => t('admin.role', { role: h.role }),
    },
    {
      key: 'status',
      header: t('admin.column.status'),
      render: (h) =>
        h.suspended_at ? (
          <Box sx={{ minWidth: '11rem', maxWidth: 240 }}>
            <SuspendedChip host={h} />
            <SuspensionNote host={h} />
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('admin.hosts.active')}
          </Typography>
        ),
    },
    {
      key: 'actions',
      header: t('admin.column.actions'),
      render: (h) => <HostAction host={h} onAct={setActing} />,
    },
  ];

  if (hosts.isError) {
    return <Alert severity="error">{t('admin.hosts.loadError')}</Alert>;
  }
  return (
    <Stack spacing={2}>
      <MessageHostsButton />
      <ResponsiveList
        label={t('admin.users.hosts')}
        columns={columns}
        rows={hosts.data}
        rowKey={(h) => h.id}
        loading={hosts.isPending}
        onRowClick={open}
        card={(h) => (
          <>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <NameCell host={h} />
              </Box>
              <SuspendedChip host={h} />
            </Box>
            <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
              {h.email}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {h.phone_number}
            </Typography>
            <SuspensionNote host={h} />
            <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
              <Button
                size="small"
                onClick={() => open(h)}
                aria-label={t('admin.hosts.detailsOf', { name: h.name })}
                sx={readableTextButtonSx}
              >
                {t('admin.hosts.details')}
              </Button>
              <HostAction host={h} onAct={setActing} />
            </Stack>
          </>
        )}
      />
      <LoadMoreButton pages={hosts} />
      {acting && <HostStatusDialog host={acting} onClose={() => setActing(null)} />}
    </Stack>
  );
}
