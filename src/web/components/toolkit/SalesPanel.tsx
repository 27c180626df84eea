import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import type { Event } from '../../../shared/events/schemas';
import { ChartWithTable } from './ChartWithTable';
import { LazySalesByCategoryChart, LazySalesOverTimeChart } from './LazySalesCharts';
import { categoryChartHeight, OVER_TIME_HEIGHT } from './sales-chart-sizes';
import { useEventSales, type Sales } from './sales-api';
import { SalesFigures } from './SalesFigures';
import { SalesCategoriesTable, SalesDaysTable } from './SalesTables';

export const NO_SALES =
  'No registrations yet: the figures and charts fill in as participants register.';

/** The over-time chart with its table: shared by the event's panel and the dashboard. */
export function SalesOverTime({ sales }: { sales: Pick<Sales, 'by_day' | 'currency'> }) {
  return (
    <ChartWithTable
      title="Registrations and revenue by day"
      description="Registrations on the day they were made, revenue on the day it was paid (India time)."
      chartLabel="Line chart of registrations and revenue per day"
      height={OVER_TIME_HEIGHT}
      chart={<LazySalesOverTimeChart days={sales.by_day} currency={sales.currency} />}
      table={<SalesDaysTable days={sales.by_day} currency={sales.currency} />}
    />
  );
}

/** What the category chart shows, and which categories are sold out (visible without the table). */
function categoryDescription(categories: Sales['by_category']): string {
  const full = categories.filter((c) => c.sold_out).map((c) => c.name);
  const what =
    'Paid and awaiting payment in each category, against its places where it has a limit.';
  return full.length > 0 ? `${what} Sold out: ${full.join(', ')}.` : what;
}

/** Loading, or the way to try again. */
export function SalesLoading({ query }: { query: { isError: boolean; refetch: () => unknown } }) {
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
        Sales figures could not be loaded.
      </Alert>
    );
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
      <CircularProgress aria-label="Loading sales figures" />
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
        Sales
      </Typography>
      {!sales ? (
        <SalesLoading query={query} />
      ) : (
        <>
          <SalesFigures sales={sales} label="Sales of this event" />
          {sales.registrations.total === 0 ? (
            <Typography color="text.secondary">{NO_SALES}</Typography>
          ) : (
            <>
              <SalesOverTime sales={sales} />
              <ChartWithTable
                title="By category"
                description={categoryDescription(sales.by_category)}
                chartLabel="Bar chart of paid and awaiting-payment registrations per category"
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
