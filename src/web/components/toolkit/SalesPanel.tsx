import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import type { Event } from '../../../shared/events/schemas';
import { t } from '../../i18n/i18n';
import { ChartWithTable } from './ChartWithTable';
import { LazySalesByCategoryChart, LazySalesOverTimeChart } from './LazySalesCharts';
import { categoryChartHeight, OVER_TIME_HEIGHT } from './sales-chart-sizes';
import { useEventSales, type Sales } from './sales-api';
import { SalesFigures } from './SalesFigures';
import { SalesCategoriesTable, SalesDaysTable } from './SalesTables';

/** Before any registration, in the page's language. */
const noSalesText = () => t('toolkit.sales.none');

/** The over-time chart with its table: shared by the event's panel and the dashboard. */
export function SalesOverTime({ sales }: { sales: Pick<Sales, 'by_day' | 'currency'> }) {
  return (
    <ChartWithTable
      title={t('toolkit.sales.byDay')}
      description={t('toolkit.sales.byDayDescription')}
      chartLabel={t('toolkit.sales.byDayChart')}
      height={OVER_TIME_HEIGHT}
      chart={<LazySalesOverTimeChart days={sales.by_day} currency={sales.currency} />}
      table={<SalesDaysTable days={sales.by_day} currency={sales.currency} />}
    />
  );
}

/** What the category chart shows, and which categories are sold out (visible without the table). */
function categoryDescription(categories: Sales['by_category']): string {
  const full = categories.filter((c) => c.sold_out).map((c) => c.name);
  return full.length > 0
    ? t('toolkit.sales.byCategorySoldOut', { names: full.join(', ') })
    : t('toolkit.sales.byCategoryDescription');
}

/** Loading, or the way to try again. */
export function SalesLoading({ query }: { query: { isError: boolean; refetch: () => unknown } }) {
  if (query.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('toolkit.sales.tryAgain')}
          </Button>
        }
      >
        {t('toolkit.sales.loadError')}
      </Alert>
    );
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
      <CircularProgress aria-label={t('toolkit.sales.loading')} />
    </Box>
  );
}

/**
 * Sales at a glance (issue 27) on the event's page in the app, for its host and admins: the
 * figures as cards, registrations and revenue over time, and each category's paid and pending
 * places against its capacity (sold-out ones marked); each chart with its table.
 */
export function SalesPanel({ event }: { event: Event }) {
  const query = useEventSales(event.id);
  const sales = query.data;
  return (
    <Box component="section" aria-labelledby="sales-heading" sx={{ mb: 4 }}>
      <Typography id="sales-heading" variant="h5" component="h3" sx={{ mb: 1.5 }}>
        {t('toolkit.sales.heading')}
      </Typography>
      {!sales ? (
        <SalesLoading query={query} />
      ) : (
        <>
          <SalesFigures sales={sales} label={t('toolkit.sales.ofEvent')} />
          {sales.registrations.total === 0 ? (
            <Typography color="text.secondary">{noSalesText()}</Typography>
          ) : (
            <>
              <SalesOverTime sales={sales} />
              <ChartWithTable
                title={t('toolkit.sales.byCategory')}
                description={categoryDescription(sales.by_category)}
                chartLabel={t('toolkit.sales.byCategoryChart')}
                height={categoryChartHeight(sales.by_category.length)}
                chart={<LazySalesByCategoryChart categories={sales.by_category} />}
                table={
                  <SalesCategoriesTable categories={sales.by_category} currency={sales.currency} />
                }
              />
            </>
          )}
        </>
      )}
    </Box>
  );
}
