import { Alert, Box, Chip, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { ParticipantRow } from '../../../shared/admin/schemas';
import { formatDisplayDate } from '../../i18n/dates';
import { useParticipants } from '../../api/admin';
import type { Column } from '../../components/DataTable';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { ResponsiveList } from '../../components/ResponsiveList';
import { t } from '../../i18n/i18n';
import { withElements } from '../../i18n/with-elements';

/** Typing waits this long before it searches, so a name is one request, not one per key. */
const SEARCH_DELAY_MS = 300;

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function Unverified({ row }: { row: ParticipantRow }) {
  if (row.email_verified) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t('admin.participants.unverified')}
      sx={{ ml: 1 }}
    />
  );
}

/** The table's columns, headed in the page's language. */
const columns = (): Column<ParticipantRow>[] => [
  {
    key: 'name',
    header: t('admin.column.name'),
    render: (p) => (
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {p.name}
      </Typography>
    ),
  },
  {
    key: 'email',
    header: t('admin.column.email'),
    render: (p) => (
      <>
        {p.email}
        <Unverified row={p} />
      </>
    ),
  },
  { key: 'phone', header: t('admin.column.phone'), render: (p) => p.phone_number },
  {
    key: 'registrations',
    header: t('admin.column.registrations'),
    align: 'right',
    render: (p) => p.registrations,
  },
  {
    key: 'joined',
    header: t('admin.column.joined'),
    render: (p) => (
      <Box component="time" dateTime={p.joined_at} sx={{ whiteSpace: 'nowrap' }}>
        {formatDisplayDate(p.joined_at)}
      </Box>
    ),
  },
];

function ParticipantCard({ row }: { row: ParticipantRow }) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0 }}>{row.name}</Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
          {t('admin.participants.registrations', { count: row.registrations })}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {row.email}
        <Unverified row={row} />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {withElements(
          'admin.participants.joined',
          { date: <time dateTime={row.joined_at}>{formatDisplayDate(row.joined_at)}</time> },
          { phone: row.phone_number },
        )}
      </Typography>
    </>
  );
}

/** Participant accounts, searched by the server (name, email or phone), a page at a time. */
export function ParticipantsList() {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const participants = useParticipants(q);

  return (
    <Stack spacing={2}>
      <TextField
        type="search"
        label={t('admin.participants.search')}
        placeholder={t('admin.participants.searchHint')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        // No search icon: its chunks would join the entry's preload list (the bundle budget).
        slotProps={{ htmlInput: { maxLength: 100 } }}
        sx={{ maxWidth: { md: 420 }, bgcolor: 'background.paper' }}
      />
      {participants.isError ? (
        <Alert severity="error">{t('admin.participants.loadError')}</Alert>
      ) : (
        <Box aria-busy={participants.isFetching || undefined}>
          <ResponsiveList
            label={t('admin.users.participants')}
            columns={columns()}
            rows={participants.data}
            rowKey={(p) => p.id}
            loading={participants.isPending}
            emptyText={q ? t('admin.participants.noMatch', { search: q }) : undefined}
            card={(row) => <ParticipantCard row={row} />}
          />
        </Box>
      )}
      <LoadMoreButton pages={participants} />
    </Stack>
  );
}
