import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Container,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { Ranking } from '../../../shared/rankings/schemas';
import { useSportOptions } from '../../api/events';
import { rankingCategoriesQuery, rankingQuery } from '../../api/rankings';
import { t } from '../../i18n/i18n';
import { RANKINGS_PARAMS } from '../../components/rankings/rankings-path';

// shared/ids.ts's isId, without the zod that module brings into a public page's first script.
const ID = /^[0-9a-f]{24}$/;
const idParam = (value: string | null) => (value && ID.test(value) ? value : null);

type Option = { id: string; name: string };

/** A native select: a phone opens its own picker, and the page carries no menu of its own. */
function Choice({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: string | null;
  options: Option[];
  onChange: (id: string) => void;
  disabled?: boolean;
}) {
  const known = options.some((o) => o.id === value);
  return (
    <TextField
      select
      fullWidth
      label={label}
      disabled={disabled}
      value={known ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="" disabled />
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.name}
        </option>
      ))}
    </TextField>
  );
}

const place = (n: number) => t('rankings.place', { place: n });

/** "1st 10 · 2nd 7 · 3rd 5 …": how the sport gives its points. */
function PointsRule({ points }: { points: number[] }) {
  const places = points
    .map((p, i) => t('rankings.placePoints', { place: place(i + 1), points: p }))
    .join(' · ');
  return (
    <Typography variant="body2" color="text.secondary" data-testid="ranking-rule">
      {t('rankings.rule', { places })}
    </Typography>
  );
}

const numberCell = {
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;

/** The ranking: a plain table that fits a phone (names wrap between words). */
function RankingTable({ ranking }: { ranking: Ranking }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        data-testid="ranking-table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          bgcolor: 'background.paper',
          border: '1px solid',
          borderColor: 'divider',
          fontSize: '0.875rem',
          '& th, & td': {
            px: { xs: 0.75, sm: 1.5 },
            py: 1,
            borderBottom: '1px solid',
            borderColor: 'divider',
          },
          '& tbody tr:last-of-type td': { borderBottom: 0 },
          '& thead th': {
            fontSize: '0.75rem',
            fontWeight: 800,
            color: 'text.secondary',
            bgcolor: 'action.hover',
          },
        }}
      >
        <Box
          component="caption"
          sx={{ captionSide: 'top', textAlign: 'left', fontWeight: 700, pb: 1 }}
        >
          {t('rankings.table.caption', {
            sport: ranking.sport.name,
            category: ranking.category.name,
          })}
        </Box>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={numberCell}>
              {t('rankings.table.rank')}
            </Box>
            <Box component="th" scope="col" sx={{ textAlign: 'left' }}>
              {t('rankings.table.name')}
            </Box>
            <Box component="th" scope="col" sx={numberCell}>
              {t('rankings.table.points')}
            </Box>
            <Box component="th" scope="col" sx={numberCell}>
              {t('rankings.table.events')}
            </Box>
            <Box component="th" scope="col" sx={numberCell}>
              {t('rankings.table.bestPlace')}
            </Box>
          </tr>
        </thead>
        <tbody>
          {ranking.rows.map((row, i) => (
            <tr key={`${row.rank} ${row.name} ${i}`}>
              <Box component="td" sx={{ ...numberCell, color: 'text.secondary' }}>
                {row.rank}
              </Box>
              <Box component="td" sx={{ overflowWrap: 'break-word', fontWeight: 700 }}>
                {row.name}
              </Box>
              <Box component="td" sx={{ ...numberCell, fontWeight: 800 }}>
                {row.points}
              </Box>
              <Box component="td" sx={numberCell}>
                {row.events}
              </Box>
              <Box component="td" sx={numberCell}>
                {place(row.best_place)}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

function Note({ children }: { children: ReactNode }) {
  return <Typography color="text.secondary">{children}</Typography>;
}

/**
 * /rankings (issue 30): ranking points per sport and category, for everyone. The choice is in
 * the address (`?sport=&category=`), so a ranking can be shared; a results page links with the
 * category alone and the answer names its sport. Drawn in the browser: rankings change when a
 * draw finishes, and the page is light.
 */
export default function RankingsPage() {
  const [search, setSearch] = useSearchParams();
  const askedSport = idParam(search.get(RANKINGS_PARAMS.sport));
  const categoryId = idParam(search.get(RANKINGS_PARAMS.category));
  const sports = useSportOptions();
  const ranking = useQuery({
    ...rankingQuery(categoryId ?? '', askedSport ?? undefined),
    enabled: categoryId !== null,
  });
  const sportId = askedSport ?? ranking.data?.sport.id ?? null;
  const categories = useQuery({
    ...rankingCategoriesQuery(sportId ?? ''),
    enabled: sportId !== null,
  });

  useEffect(() => {
    document.title = t('rankings.page.title');
  }, []);

  // Until the lists arrive, the ranking's own sport and category fill the choices.
  const sportOptions: Option[] =
    sports.data?.map((s) => ({ id: s.id, name: s.sports_name })) ??
    (ranking.data ? [ranking.data.sport] : []);
  const categoryOptions: Option[] =
    categories.data ?? (ranking.data ? [ranking.data.category] : []);

  let body: ReactNode;
  if (!sportId && !categoryId) body = <Note>{t('rankings.chooseSport')}</Note>;
  else if (!categoryId)
    body = (
      <Note>
        {categories.data?.length === 0 ? t('rankings.noCategories') : t('rankings.chooseCategory')}
      </Note>
    );
  else if (ranking.data) {
    const r = ranking.data;
    body = (
      <Stack spacing={1.5}>
        <PointsRule points={r.ranking_points} />
        {r.rows.length > 0 ? (
          <RankingTable ranking={r} />
        ) : (
          <Note>{t('rankings.empty', { category: r.category.name })}</Note>
        )}
      </Stack>
    );
  } else if (ranking.isError)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void ranking.refetch()}>
            {t('rankings.retry')}
          </Button>
        }
      >
        {t('rankings.error')}
      </Alert>
    );
  else
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label={t('rankings.loading')} />
      </Box>
    );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 }, minHeight: 'calc(100vh - 64px)' }}>
      <Typography variant="h3" component="h1">
        {t('rankings.page.heading')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('rankings.page.intro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 3 }}>
        <Choice
          label={t('rankings.field.sport')}
          value={sportId}
          options={sportOptions}
          onChange={(id) => setSearch({ [RANKINGS_PARAMS.sport]: id })}
        />
        <Choice
          label={t('rankings.field.category')}
          value={categoryId}
          options={sportId ? categoryOptions : []}
          disabled={!sportId}
          onChange={(id) =>
            setSearch({
              ...(sportId && { [RANKINGS_PARAMS.sport]: sportId }),
              [RANKINGS_PARAMS.category]: id,
            })
          }
        />
      </Stack>
      {body}
    </Container>
  );
}
