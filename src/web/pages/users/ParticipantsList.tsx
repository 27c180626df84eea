import { Alert, Box, Chip, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { ParticipantRow } from '../../../shared/admin/schemas';
import { formatDisplayDate } from '../../../shared/date-format';
import { useParticipants } from '../../api/admin';
import type { Column } from '../../components/DataTable';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { ResponsiveList } from '../../components/ResponsiveList';

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

const registrations = (n: number) => `${n} registration${n === 1 ? '' : 's'}`;

function Unverified({ row }: { row: ParticipantRow }) {
  if (row.email_verified) return null;
  return <Chip size="small" variant="outlined" label="Email not verified" sx={{ ml: 1 }} />;
}

const COLUMNS: Column<ParticipantRow>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (p) => (
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {p.name}
      </Typography>
    ),
  },
  {
    key: 'email',
    header: 'Email',
    render: (p) => (
      <>
        {p.email}
        <Unverified row={p} />
      </>
    ),
  },
  { key: 'phone', header: 'Phone Number', render: (p) => p.phone_number },
  { key: 'registrations', header: 'Registrations', align: 'right', render: (p) => p.registrations },
  {
    key: 'joined',
    header: 'Joined',
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
          {registrations(row.registrations)}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {row.email}
        <Unverified row={row} />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {row.phone_number} · Joined{' '}
        <time dateTime={row.joined_at}>{formatDisplayDate(row.joined_at)}</time>
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
        label="Search participants"
        placeholder="Name, email or phone number"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        // No search icon: its chunks would join the entry's preload list (the bundle budget).
        slotProps={{ htmlInput: { maxLength: 100 } }}
        sx={{ maxWidth: { md: 420 }, bgcolor: 'background.paper' }}
      />
      {participants.isError ? (
        <Alert severity="error">We could not load the participants. Please try again.</Alert>
      ) : (
        <Box aria-busy={participants.isFetching || undefined}>
          <ResponsiveList
            label="Participants"
            columns={COLUMNS}
            rows={participants.data}
            rowKey={(p) => p.id}
            loading={participants.isPending}
            emptyText={q ? `No participant matches “${q}”` : undefined}
            card={(row) => <ParticipantCard row={row} />}
          />
        </Box>
      )}
      <LoadMoreButton pages={participants} />
    </Stack>
  );
}
