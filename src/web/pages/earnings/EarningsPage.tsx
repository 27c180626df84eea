import { Alert, Box, Button, CircularProgress, Link, Paper, Typography } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Link as RouterLink } from 'react-router';
import { can } from '../../../shared/permissions';
import { useAuth } from '../../auth/auth-context';
import { PageHeading } from '../../components/PageHeading';
import { t } from '../../i18n/i18n';
import {
  useAdminEarnings,
  useHostEarnings,
  type AdminEarnings,
  type HostEarnings,
} from './earnings-api';
import { EarningsTotals } from './EarningsTotals';
import { EventEarningsTable, HostEarningsTable, payoutStatusText } from './EarningsTables';
import { FeeDocuments } from './FeeDocuments';

/**
 * The chart library is the page's largest part (~120 KB gzipped): it comes after the figures, in
 * a chunk of its own. Recharts rather than MUI X Charts (tried first: 93 KB): X Charts imports
 * MUI's buttons, toggles and popper, which split chunks the public pages share, and added
 * 0.1–0.2 KB to every public page's first JavaScript (the event page went past its 170 KB
 * budget); Recharts shares nothing with them.
 */
const EarningsChart = lazy(() => import('./EarningsChart'));

/** Before any payment, in the page's language. */
const noPaymentsText = () => t('toolkit.earnings.none');

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

function Chart({ data, keeper }: { data: HostEarnings | AdminEarnings; keeper: 'host' | 'hosts' }) {
  return (
    <Section title={t('toolkit.earnings.dayByDay')}>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
          {t('toolkit.earnings.chartNote', { keeper })}
        </Typography>
        <Suspense
          fallback={
            <Box sx={{ height: CHART_HEIGHT, display: 'grid', placeItems: 'center' }}>
              <CircularProgress aria-label={t('toolkit.earnings.loadingChart')} />
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
      <Typography color="text.secondary">{noPaymentsText()}</Typography>
    </Paper>
  );
}

/** The host's payout account in a line, with the way to it when it needs the host. */
function AccountLine({ status }: { status: HostEarnings['account_status'] }) {
  const text = status
    ? t('toolkit.earnings.payoutAccountIs', { status: payoutStatusText(status) })
    : t('toolkit.earnings.noPayoutAccount');
  const act = status !== 'activated';
  return (
    <Typography color="text.secondary" sx={{ mt: -2, mb: 2 }}>
      {text}{' '}
      <Link component={RouterLink} to="/app/settings#payouts" sx={{ fontWeight: 600 }}>
        {act
          ? status
            ? t('toolkit.earnings.seeWhatItNeeds')
            : t('toolkit.earnings.setItUp')
          : t('toolkit.earnings.payoutDetails')}
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
            {t('toolkit.earnings.tryAgain')}
          </Button>
        }
      >
        {t('toolkit.earnings.loadError')}
      </Alert>
    );
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={t('toolkit.earnings.loading')} />
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
          <Chart data={data} keeper="host" />
          <Section title={t('toolkit.earnings.byEvent')}>
            <EventEarningsTable rows={data.events} currency={data.currency} />
          </Section>
          <Section title={t('toolkit.earnings.invoices')}>
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
      <Section title={t('toolkit.earnings.byHost')}>
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
      <PageHeading>{t('toolkit.earnings.heading')}</PageHeading>
      {host ? <HostView /> : <AdminView />}
    </Box>
  );
}
