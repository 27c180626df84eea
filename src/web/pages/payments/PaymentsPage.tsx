import { Box, Chip, Tab, Tabs, Typography } from '@mui/material';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useAnomalies } from '../../api/payments';
import { PageHeading } from '../../components/PageHeading';
import { AnomaliesList } from './AnomaliesList';
import { PaymentsList } from './PaymentsList';
import { RefundsList } from './RefundsList';
import { t } from '../../i18n/i18n';

type TabName = 'all' | 'anomalies' | 'refunds';
const TABS: readonly TabName[] = ['all', 'anomalies', 'refunds'];

/** How many open anomalies wait (the first page's count, '20+' when there are more). */
function OpenCount() {
  const open = useAnomalies('open');
  const n = open.data?.length ?? 0;
  if (n === 0) return null;
  return (
    <Chip
      size="small"
      label={open.hasNextPage ? `${n}+` : n}
      sx={{ ml: 1, height: 20, fontWeight: 700, bgcolor: 'primary.main', color: '#1F1F1F' }}
    />
  );
}

/**
 * /app/payments (admin): every registration that reached the payment provider, and the payment
 * anomalies (money that does not add up) to look into and mark resolved, and the refunds (issue
 * 16). `?tab=anomalies` and `?tab=refunds` open those tabs, so they can be linked to.
 */
export default function PaymentsPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: TabName = TABS.find((t) => t === asked) ?? 'all';
  const id = useId();

  return (
    <Box>
      <PageHeading>{t('money.page.heading')}</PageHeading>
      <Typography color="text.secondary" sx={{ mt: -2, mb: 2 }}>
        {t('money.page.intro')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_e, value: TabName) =>
          setParams(value === 'all' ? {} : { tab: value }, { replace: true })
        }
        aria-label={t('money.page.tabs')}
        // Three tabs and a count do not fit a phone's width: the row scrolls, the page does not.
        variant="scrollable"
        scrollButtons={false}
        sx={{ mb: 2 }}
      >
        <Tab
          value="all"
          label={t('money.page.all')}
          id={`${id}-all`}
          aria-controls={`${id}-panel`}
        />
        <Tab
          value="anomalies"
          label={
            <Box sx={{ display: 'inline-flex', alignItems: 'center' }}>
              {t('money.page.anomalies')}
              <OpenCount />
            </Box>
          }
          id={`${id}-anomalies`}
          aria-controls={`${id}-panel`}
        />
        <Tab
          value="refunds"
          label={t('money.page.refunds')}
          id={`${id}-refunds`}
          aria-controls={`${id}-panel`}
        />
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {tab === 'all' ? (
          <PaymentsList />
        ) : tab === 'anomalies' ? (
          <AnomaliesList />
        ) : (
          <RefundsList />
        )}
      </Box>
    </Box>
  );
}
