import ListAltIcon from '@mui/icons-material/ListAlt';
import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Paper, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { PANEL_CARD_SX } from './panel-card';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Event } from '../../../shared/events/schemas';
import { API_ROUTES, apiHref, href } from '../../../shared/href';
import { ROUTES } from '../../../shared/routes';
import { t } from '../../i18n/i18n';

const ALL = 'all';

/** Where a start list's PDF is: every category's, or one's. The session cookie goes with a link. */
const startListHref = (eventId: string, categoryId?: string) =>
  apiHref(API_ROUTES.startList, { id: eventId }, { category_id: categoryId });

/** The same list as a page to print from the browser (or read on a phone). */
const printablePage = (eventId: string, categoryId?: string) =>
  href(ROUTES.startList, { eventId }, { category: categoryId });

/**
 * Printable start lists (issue 27, docs/decisions/037), for the event's host and admins: an A4 PDF
 * of a category's paid entrants by bib number, with club, age, weight class, a check-in box and a
 * signature column; "All categories" prints each category from a new page. Beside it, the same list
 * as a print-friendly page.
 */
export function StartListsPanel({ event }: { event: Event }) {
  const [category, setCategory] = useState(ALL);
  const categories = [...event.categories].sort((a, b) =>
    a.category_details.name.localeCompare(b.category_details.name),
  );
  const chosen = category === ALL ? undefined : category;
  return (
    <Box component="section" aria-labelledby="start-lists-heading" sx={{ mb: 4 }}>
      <Typography id="start-lists-heading" variant="h5" component="h3" sx={{ mb: 1.5 }}>
        {t('toolkit.startLists.heading')}
      </Typography>
      <Paper variant="outlined" sx={PANEL_CARD_SX}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('toolkit.startLists.intro')}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
        >
          <TextField
            select
            label={t('toolkit.startLists.category')}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            sx={{ flex: { sm: '1 1 260px' } }}
            fullWidth
          >
            <MenuItem value={ALL}>{t('toolkit.startLists.allCategories')}</MenuItem>
            {categories.map((c) => (
              <MenuItem key={c.category_id} value={c.category_id}>
                {c.category_details.name}
              </MenuItem>
            ))}
          </TextField>
          <Button
            component="a"
            href={startListHref(event.id, chosen)}
            download
            variant="contained"
            size="large"
            startIcon={<PrintIcon />}
            sx={{ width: { xs: '100%', sm: 'auto' }, minHeight: 48, flexShrink: 0 }}
          >
            {t('toolkit.startLists.downloadPdf')}
          </Button>
          <Button
            component={RouterLink}
            to={printablePage(event.id, chosen)}
            variant="outlined"
            size="large"
            startIcon={<ListAltIcon />}
            sx={{ width: { xs: '100%', sm: 'auto' }, minHeight: 48, flexShrink: 0 }}
          >
            {t('toolkit.startLists.printablePage')}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('toolkit.startLists.bibNote')}
        </Typography>
      </Paper>
    </Box>
  );
}
