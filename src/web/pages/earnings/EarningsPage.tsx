import { Alert, Box, Button, CircularProgress, Link, Paper, Typography } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Link as RouterLink } from 'react-router';
import { PAYOUT_STATUS_TEXT } from '../../../shared/money/payout-account';
import { can } from '../../../shared/permissions';
import { useAuth } from '../../auth/auth-context';
import { PageHeading } from '../../components/PageHeading';
import {
  useAdminEarnings,
  useHostEarnings,
  type AdminEarnings,
  type HostEarnings,
} from './earnings-api';
import { EarningsTotals } from './EarningsTotals';
import { EventEarningsTable, HostEarningsTable } from './EarningsTables';
import { FeeDocuments } from './FeeDocuments';

/**
 * The chart library is the page's largest part (~120 KB gzipped): it comes after the figures, in
 * a chunk of its own. Recharts rather than MUI X Charts (tried first: 93 KB): X Charts imports
 * MUI's buttons, toggles and popper, which split chunks the public pages share, and added
 * 0.1–0.2 KB to every public page's first JavaScript (the event page went past its 170 KB
 * budget); Recharts shares nothing with them.
 */
const EarningsChart = lazy(() => import('./EarningsChart'));

export const NO_PAYMENTS = 'No payments yet: earnings appear here when participants pay.';

const CHART_HEIGHT = 280;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Chart({ data, keeper }: { data: HostEarnings | AdminEarnings; keeper: string }) {
  return (
    <Section title="Day by day">
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
          What participants paid (gross) and what stays with {keeper} after fees and refunds (net),
          per day.
        </Typography>
        <Suspense
          fallback={
            <Box sx={{ height: CHART_HEIGHT, display: 'grid', placeItems: 'center' }}>
              <CircularProgress aria-label="Loading the chart" />
            </Box>
          }
        >
          <EarningsChart series={data.series} currency={data.currency} />
        </Suspense>
      </Paper>
    </Section>
  );
}

function Empty() {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography color="text.secondary">{NO_PAYMENTS}</Typography>
    </Paper>
  );
}

/** The host's payout account in a line, with the way to it when it needs the host. */
function AccountLine({ status }: { status: HostEarnings['account_status'] }) {
  const text = status
    ? `Payout account: ${PAYOUT_STATUS_TEXT[status].label}.`
    : 'No payout account yet.';
  const act = status !== 'activated';
  return (
    <Typography color="text.secondary" sx={{ mt: -2, mb: 2 }}>
      {text}{' '}
      <Link component={RouterLink} to="/app/settings#payouts" sx={{ fontWeight: 600 }}>
        {act ? (status ? 'See what it needs' : 'Set it up') : 'Payout details'}
      </Link>
    </Typography>
  );
}

function Loading({ query }: { query: { isError: boolean; refetch: () => unknown } }) {
  if (query.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        Earnings could not be loaded.
      </Alert>
    );
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label="Loading earnings" />
    </Box>
  );
}

function HostView() {
  const query = useHostEarnings();
  const data = query.data;
  return (
    <>
      {data && <AccountLine status={data.account_status} />}
      {!data ? (
        <Loading query={query} />
      ) : data.totals.payments === 0 ? (
        <Empty />
      ) : (
        <>
          <EarningsTotals totals={data.totals} currency={data.currency} audience="host" />
          <Chart data={data} keeper="you" />
          <Section title="By event">
            <EventEarningsTable rows={data.events} currency={data.currency} />
          </Section>
          <Section title="Invoices from Matchday">
            <FeeDocuments currency={data.currency} />
          </Section>
        </>
      )}
    </>
  );
}

function AdminView() {
  const query = useAdminEarnings();
  const data = query.data;
  if (!data) return <Loading query={query} />;
  if (data.totals.payments === 0) return <Empty />;
  return (
    <>
      <EarningsTotals totals={data.totals} currency={data.currency} audience="admin" />
      <Chart data={data} keeper="hosts" />
      <Section title="By host">
        <HostEarningsTable rows={data.hosts} currency={data.currency} />
      </Section>
    </>
  );
}

/**
 * /app/earnings (issue 26): a host's earnings — totals, a chart over time, each event — or, for
 * admins, the same across hosts. The route has no single permission: hosts see it under Payouts,
 * admins under Payments; anyone else goes to the dashboard.
 */
export default function EarningsPage() {
  const { user } = useAuth();
  const host = can(user?.role, 'Payouts', 'view');
  const admin = !host && can(user?.role, 'Payments', 'view');
  if (!host && !admin) return <Navigate to="/app/dashboard" replace />;
  return (
    <Box>
      <PageHeading>Earnings</PageHeading>
      {host ? <HostView /> : <AdminView />}
    </Box>
  );
}
