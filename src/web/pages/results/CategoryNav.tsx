import { Box } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { Results } from '../../../shared/competition/schemas';
import { t } from '../../i18n/i18n';
import { CATEGORY_PARAM } from './category-param';
import { RESULTS_COLORS } from '../../components/competition/results-labels';

type Category = Results['categories'][number];

/** Up to this many categories show as tabs; more as a list to choose from. */
const MAX_TABS = 6;

const searchOf = (id: string) => `?${CATEGORY_PARAM}=${encodeURIComponent(id)}`;

const stateNote = (c: Category) =>
  !c.draw
    ? t('results.nav.notDrawn')
    : c.draw.state === 'running'
      ? t('results.nav.inProgress')
      : null;

/**
 * The event's categories: plain links to `?category=<id>` (so they work before the app has
 * loaded, and each bracket has an address to share), drawn as tabs, or as a select when there
 * are many. A category being played carries a dot.
 */
export function CategoryNav({ categories, current }: { categories: Category[]; current: string }) {
  const navigate = useNavigate();
  if (categories.length > MAX_TABS) {
    return (
      <Box
        component="form"
        method="get"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
        onSubmit={(e) => e.preventDefault()}
      >
        <Box component="label" htmlFor="results-category" sx={{ fontWeight: 700 }}>
          {t('results.nav.category')}
        </Box>
        <Box
          component="select"
          id="results-category"
          name={CATEGORY_PARAM}
          value={current}
          onChange={(e) =>
            void navigate(searchOf((e.target as HTMLSelectElement).value), {
              replace: true,
              preventScrollReset: true,
            })
          }
          sx={{
            flex: '1 1 220px',
            maxWidth: 420,
            minHeight: 44,
            px: 1.5,
            font: 'inherit',
            fontWeight: 600,
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: '1px solid',
            borderColor: '#B7AEA6',
            borderRadius: '10px',
          }}
        >
          {categories.map((c) => (
            <option key={c.category_id} value={c.category_id}>
              {c.category_name}
              {stateNote(c) ? ` (${stateNote(c)})` : ''}
            </option>
          ))}
        </Box>
        {/* Without JavaScript the choice is sent as a plain form. */}
        <noscript>
          <button type="submit">{t('results.nav.show')}</button>
        </noscript>
      </Box>
    );
  }
  return (
    <Box
      component="nav"
      aria-label={t('results.nav.categories')}
      sx={{
        overflowX: 'auto',
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 0.5 }}>
        {categories.map((c) => {
          const selected = c.category_id === current;
          const note = stateNote(c);
          return (
            <li key={c.category_id}>
              <Box
                component={RouterLink}
                to={searchOf(c.category_id)}
                replace
                preventScrollReset
                aria-current={selected ? 'page' : undefined}
                sx={{
                  // Holds the hidden note: placed by the page, it would widen it.
                  position: 'relative',
                  display: 'flex',
                  alignItems: 'center',
                  gap: 0.75,
                  minHeight: 48,
                  px: 2,
                  whiteSpace: 'nowrap',
                  textDecoration: 'none',
                  fontWeight: 700,
                  color: selected ? RESULTS_COLORS.accentText : 'text.secondary',
                  borderBottom: '3px solid',
                  borderColor: selected ? RESULTS_COLORS.accentText : 'transparent',
                  '&:hover': { color: 'text.primary' },
                }}
              >
                {c.category_name}
                {c.draw?.state === 'running' && (
                  <Box
                    component="span"
                    aria-hidden
                    sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'success.main' }}
                  />
                )}
                {note && (
                  <Box component="span" sx={visuallyHidden}>
                    ({note})
                  </Box>
                )}
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
