import TaskAltIcon from '@mui/icons-material/TaskAlt';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import type { AnomalyRow } from '../../../shared/payments/schemas';
import { PaymentStatusChip } from '../../components/participations/PaymentStatusChip';
import { formatAmount } from '../../components/participations/participation-format';
import { Mono } from './Mono';
import { formatDateTime } from './payment-format';
import { t } from '../../i18n/i18n';
import { withElements } from '../../i18n/with-elements';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        variant="caption"
        component="h3"
        sx={{ color: 'text.secondary', fontWeight: 700, textTransform: 'uppercase', mb: 0.5 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const money = (amount: number | null, currency: string | null) =>
  amount === null ? '—' : formatAmount(amount, currency ?? 'INR');

/** Received against expected; the received figure is marked when it differs. */
function Amounts({ a }: { a: AnomalyRow }) {
  if (a.expected_amount === null && a.expected_currency === null) {
    return (
      <Typography sx={{ fontWeight: 700 }}>
        {money(a.amount, a.currency)}
        {a.amount !== null && a.amount < 0 && (
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            {t('money.anomaly.moneyOut')}
          </Typography>
        )}
      </Typography>
    );
  }
  const differs = a.amount !== a.expected_amount || a.currency !== a.expected_currency;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 1.5,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, fontWeight: 700, whiteSpace: 'nowrap' },
      }}
    >
      <Typography component="dt" variant="body2">
        {t('money.anomaly.received')}
      </Typography>
      <Typography component="dd" variant="body2" sx={differs ? { color: 'error.main' } : undefined}>
        {money(a.amount, a.currency)}
      </Typography>
      <Typography component="dt" variant="body2">
        {t('money.anomaly.expected')}
      </Typography>
      <Typography component="dd" variant="body2">
        {money(a.expected_amount, a.expected_currency)}
      </Typography>
    </Box>
  );
}

function Registration({ a }: { a: AnomalyRow }) {
  const p = a.participation;
  if (!p) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('money.anomaly.noRegistration')}
      </Typography>
    );
  }
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {p.participant.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        {p.participant.email}
      </Typography>
      <Typography variant="body2">{p.event.title}</Typography>
      <Box sx={{ pt: 0.5 }}>
        <PaymentStatusChip status={p.status} />
      </Box>
    </Stack>
  );
}

/** One anomaly: what happened, the money, whose registration, the provider's ids, its resolution. */
export function AnomalyCard({
  anomaly: a,
  onResolve,
}: {
  anomaly: AnomalyRow;
  onResolve: () => void;
}) {
  const titleId = useId();
  const resolved = a.resolved_at !== null;
  const label = t('money.anomaly.kind', { kind: a.kind });
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 2.5 },
        borderLeft: 4,
        borderLeftColor: resolved ? 'success.main' : 'primary.dark',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        {resolved ? (
          <TaskAltIcon sx={{ color: 'success.main', mt: 0.25 }} aria-hidden />
        ) : (
          <WarningAmberIcon sx={{ color: 'primary.dark', mt: 0.25 }} aria-hidden />
        )}
        <Box
          sx={{
            flexGrow: 1,
            minWidth: 0,
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 2,
            justifyContent: 'space-between',
          }}
        >
          <Typography id={titleId} variant="h6" component="h2">
            {label}
          </Typography>
          {/* After the title on a phone, at its right on a wider screen. */}
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ order: { xs: 2, sm: 1 }, pt: { sm: 0.25 } }}
          >
            <time dateTime={a.created_at}>{formatDateTime(a.created_at)}</time>
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ order: { xs: 1, sm: 2 }, flexBasis: '100%' }}
          >
            {a.detail}
          </Typography>
        </Box>
      </Box>

      <Box
        sx={{
          mt: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1.2fr 1.6fr' },
        }}
      >
        <Block title={t('money.anomaly.amount')}>
          <Amounts a={a} />
        </Block>
        <Block title={t('money.anomaly.registration')}>
          <Registration a={a} />
        </Block>
        <Block title={t('money.anomaly.providerIds')}>
          <Mono label={t('money.ids.order')}>{a.order_id}</Mono>
          <Mono label={t('money.ids.payment')}>{a.payment_id}</Mono>
          <Mono label={t('money.ids.webhook')}>{a.webhook_id}</Mono>
        </Block>
      </Box>

      {resolved ? (
        <Box
          sx={{ mt: 2, p: 1.5, borderRadius: 1, bgcolor: '#EDF7EE', color: '#124A16' }}
          aria-label={t('money.anomaly.resolution')}
          role="group"
        >
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {withElements(
              a.resolved_by ? 'money.anomaly.resolvedBy' : 'money.anomaly.resolvedByAdmin',
              { date: <time dateTime={a.resolved_at!}>{formatDateTime(a.resolved_at)}</time> },
              { name: a.resolved_by?.name },
            )}
          </Typography>
          {a.resolution_note && (
            <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
              {a.resolution_note}
            </Typography>
          )}
        </Box>
      ) : (
        <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="contained" onClick={onResolve} aria-describedby={titleId}>
            {t('money.anomaly.markResolved')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
