import { Alert, Box, Button, CircularProgress, Link, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { AdminSummary } from '../../../shared/admin/schemas';
import { useAdminSummary } from '../../api/admin';
import { formatAmount } from '../../components/participations/participation-format';

type Bar = { label: string; value: number; color?: string; note?: string };

/** Counts as labelled bars scaled to the largest, so the eye compares before it reads. */
function CountBars({ label, bars }: { label: string; bars: Bar[] }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {bars.map((b) => (
        <Box
          component="li"
          key={b.label}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(9rem, 45%) 1fr auto',
            alignItems: 'center',
            columnGap: 1.5,
            py: 0.5,
          }}
        >
          <Typography variant="body2" component="span">
            {b.label}
            {b.note && (
              <Typography component="span" variant="caption" color="text.secondary">
                {' '}
                {b.note}
              </Typography>
            )}
          </Typography>
          <Box aria-hidden sx={{ height: 10, borderRadius: 5, bgcolor: '#F3ECE6' }}>
            <Box
              sx={{
                height: '100%',
                borderRadius: 5,
                width: `${(b.value / max) * 100}%`,
                minWidth: b.value > 0 ? 6 : 0,
                bgcolor: b.color ?? 'primary.main',
              }}
            />
          </Box>
          <Typography
            variant="body2"
            component="span"
            sx={{ fontWeight: 700, textAlign: 'right', minWidth: '2.5ch' }}
          >
            {b.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Card({
  id,
  title,
  figure,
  caption,
  children,
  link,
}: {
  id: string;
  title: string;
  figure: string;
  caption: string;
  children: ReactNode;
  link?: { to: string; label: string };
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={`${id}-title`}
      variant="outlined"
      sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box>
        <Typography id={`${id}-title`} variant="h6" component="h3">
          {title}
        </Typography>
        <Typography sx={{ fontSize: '1.9rem', fontWeight: 800, lineHeight: 1.2 }}>
          {figure}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {caption}
        </Typography>
      </Box>
      <Box sx={{ flexGrow: 1 }}>{children}</Box>
      {link && (
        <Link component={RouterLink} to={link.to} variant="body2" sx={{ fontWeight: 600 }}>
          {link.label}
        </Link>
      )}
    </Paper>
  );
}

const MUTED = '#9AA0A6';
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function Figures({ s }: { s: AdminSummary }) {
  const role = (r: 'Admin' | 'Host' | 'Participant') =>
    s.users.find((u) => u.role === r) ?? { total: 0, verified: 0, suspended: 0 };
  const hosts = role('Host');
  const people = sum(s.users.map((u) => u.total));
  const verified = sum(s.users.map((u) => u.verified));
  const published = s.events.not_open + s.events.open + s.events.closed + s.events.over;
  const r = s.registrations;
  const inr = (rupees: number) => formatAmount(rupees, s.revenue.currency);
  return (
    <>
      <Card
        id="admin-users"
        title="Users"
        figure={String(people)}
        caption={`${verified} with a verified email`}
        link={{ to: '/app/users', label: 'Manage users' }}
      >
        <CountBars
          label="Users by role"
          bars={[
            { label: 'Participants', value: role('Participant').total },
            {
              label: 'Hosts',
              value: hosts.total,
              note: hosts.suspended > 0 ? `(${hosts.suspended} suspended)` : undefined,
            },
            { label: 'Admins', value: role('Admin').total },
          ]}
        />
      </Card>
      <Card
        id="admin-events"
        title="Events"
        figure={String(published)}
        caption={`published, and ${s.events.draft} draft${s.events.draft === 1 ? '' : 's'}`}
        link={{ to: '/app/events', label: 'All events' }}
      >
        <CountBars
          label="Events by state"
          bars={[
            { label: 'Draft', value: s.events.draft, color: MUTED },
            { label: 'Opens later', value: s.events.not_open },
            { label: 'Registration open', value: s.events.open },
            { label: 'Registration closed', value: s.events.closed },
            { label: 'Past', value: s.events.over, color: MUTED },
          ]}
        />
      </Card>
      <Card
        id="admin-registrations"
        title="Registrations"
        figure={String(r.paid + r.free + r.pending)}
        caption="active (not cancelled)"
      >
        <CountBars
          label="Registrations by payment"
          bars={[
            { label: 'Paid', value: r.paid },
            { label: 'Free', value: r.free },
            { label: 'Pending payment', value: r.pending },
            { label: 'Cancelled', value: r.cancelled, color: MUTED },
          ]}
        />
      </Card>
      <Card
        id="admin-revenue"
        title="Revenue"
        figure={inr(s.revenue.net)}
        caption="captured minus refunded, all time"
        link={{ to: '/app/payments', label: 'Payments' }}
      >
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.75 }}
        >
          {[
            ['This month', inr(s.revenue.this_month)],
            ['Captured', inr(s.revenue.captured)],
            ['Refunded', inr(s.revenue.refunded)],
          ].map(([term, value]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {term}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}
              >
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Card>
    </>
  );
}

/** The admin's counts above the events: users, events, registrations and revenue. */
export function AdminOverview() {
  const summary = useAdminSummary();
  return (
    <Box component="section" aria-labelledby="overview-heading" sx={{ mb: { xs: 4, md: 5 } }}>
      <Typography id="overview-heading" variant="h4" component="h2" sx={{ mb: 2 }}>
        Overview
      </Typography>
      {summary.data ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              md: 'repeat(2, minmax(0, 1fr))',
              xl: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          <Figures s={summary.data} />
        </Box>
      ) : summary.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading the overview" />
        </Box>
      ) : (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void summary.refetch()}>
              Try again
            </Button>
          }
        >
          We could not load the overview. Please try again.
        </Alert>
      )}
    </Box>
  );
}
