import { Alert, Box, Button, CircularProgress, Link, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { AdminSummary } from '../../../shared/admin/schemas';
import { useAdminSummary } from '../../api/admin';
import { formatAmount } from '../../components/participations/participation-format';
import { t } from '../../i18n/i18n';

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
        title={t('dashboard.admin.users')}
        figure={String(people)}
        caption={t('dashboard.admin.usersCaption', { count: verified })}
        link={{ to: '/app/users', label: t('dashboard.admin.manageUsers') }}
      >
        <CountBars
          label={t('dashboard.admin.usersByRole')}
          bars={[
            { label: t('dashboard.admin.participants'), value: role('Participant').total },
            {
              label: t('dashboard.admin.hosts'),
              value: hosts.total,
              note:
                hosts.suspended > 0
                  ? t('dashboard.admin.suspended', { count: hosts.suspended })
                  : undefined,
            },
            { label: t('dashboard.admin.admins'), value: role('Admin').total },
          ]}
        />
      </Card>
      <Card
        id="admin-events"
        title={t('dashboard.admin.events')}
        figure={String(published)}
        caption={t('dashboard.admin.eventsCaption', { count: s.events.draft })}
        link={{ to: '/app/events', label: t('dashboard.admin.allEvents') }}
      >
        <CountBars
          label={t('dashboard.admin.eventsByState')}
          bars={[
            { label: t('dashboard.admin.draft'), value: s.events.draft, color: MUTED },
            { label: t('dashboard.admin.opensLater'), value: s.events.not_open },
            { label: t('dashboard.admin.open'), value: s.events.open },
            { label: t('dashboard.admin.closed'), value: s.events.closed },
            { label: t('dashboard.admin.past'), value: s.events.over, color: MUTED },
          ]}
        />
      </Card>
      <Card
        id="admin-registrations"
        title={t('dashboard.admin.registrations')}
        figure={String(r.paid + r.free + r.pending)}
        caption={t('dashboard.admin.registrationsCaption')}
      >
        <CountBars
          label={t('dashboard.admin.registrationsByPayment')}
          bars={[
            { label: t('dashboard.admin.paid'), value: r.paid },
            { label: t('dashboard.admin.free'), value: r.free },
            { label: t('dashboard.admin.pending'), value: r.pending },
            { label: t('dashboard.admin.cancelled'), value: r.cancelled, color: MUTED },
          ]}
        />
      </Card>
      <Card
        id="admin-revenue"
        title={t('dashboard.admin.revenue')}
        figure={inr(s.revenue.net)}
        caption={t('dashboard.admin.revenueCaption')}
        link={{ to: '/app/payments', label: t('dashboard.admin.payments') }}
      >
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.75 }}
        >
          {[
            [t('dashboard.admin.thisMonth'), inr(s.revenue.this_month)],
            [t('dashboard.admin.captured'), inr(s.revenue.captured)],
            [t('dashboard.admin.refunded'), inr(s.revenue.refunded)],
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
        {t('dashboard.admin.heading')}
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
          <CircularProgress aria-label={t('dashboard.admin.loading')} />
        </Box>
      ) : (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void summary.refetch()}>
              {t('dashboard.tryAgain')}
            </Button>
          }
        >
          {t('dashboard.admin.error')}
        </Alert>
      )}
    </Box>
  );
}
