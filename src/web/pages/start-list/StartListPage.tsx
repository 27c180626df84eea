import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  GlobalStyles,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { formatIndiaDateTime } from '../../i18n/dates';
import type { MessageKey } from '../../../shared/i18n/catalogs';
import { hasErrorCode, isNotFound } from '../../api/client';
import { PageHeading } from '../../components/PageHeading';
import { eventPaths } from '../../components/events/event-paths';
import { readableTextButtonSx } from '../../components/events/readable-buttons';
import { t } from '../../i18n/i18n';
import { useStartList, type StartListEntrant, type StartListSection } from './start-list-api';

const ALL = 'all';

/**
 * On paper: only the sheet. The app bar, the sidebar, the breadcrumbs, the test-mode bar and the
 * page's own buttons are left out; each category starts a new A4 page, and a table that runs over
 * a page repeats its header row. Mounted with the page, so no other page prints differently.
 */
const PRINT_STYLES = {
  '@media print': {
    '@page': { size: 'A4', margin: '12mm' },
    body: { background: '#fff' },
    '.MuiAppBar-root, .MuiDrawer-root, nav[aria-label="Breadcrumb"], [data-testid="test-mode-banner"], [data-print="hide"]':
      { display: 'none !important' },
    '#main': { padding: '0 !important', maxWidth: 'none !important' },
    '.start-list-section + .start-list-section': { breakBefore: 'page' },
    '.start-list-section thead': { display: 'table-header-group' },
    '.start-list-section tr': { breakInside: 'avoid' },
  },
} as const;

const cellSx = {
  py: 1,
  px: 1,
  verticalAlign: 'top',
  borderRight: 1,
  borderColor: 'divider',
  '&:last-of-type': { borderRight: 0 },
} as const;

/** Sized as the PDF's columns: bib, name, club, age, weight class, checked in, signature. */
const COLUMNS: ReadonlyArray<{ title: MessageKey; width: number; align?: 'center' }> = [
  { title: 'competition.startList.column.bib', width: 48, align: 'center' },
  { title: 'competition.startList.column.name', width: 200 },
  { title: 'competition.startList.column.club', width: 140 },
  { title: 'competition.startList.column.age', width: 48, align: 'center' },
  { title: 'competition.startList.column.weight', width: 96 },
  { title: 'competition.startList.column.checkedIn', width: 72, align: 'center' },
  { title: 'competition.startList.column.signature', width: 160 },
];

const memberLabel = (m: StartListEntrant['members'][number]) =>
  `${m.name}${m.role ? ` (${m.role})` : ''}${m.age !== null ? ` · ${m.age}` : ''}`;

function EntrantRow({ entrant: e }: { entrant: StartListEntrant }) {
  const dash = (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      —
    </Box>
  );
  return (
    <TableRow>
      <TableCell align="center" sx={[cellSx, { fontWeight: 700, fontSize: '1rem' }]}>
        {e.bib ?? dash}
      </TableCell>
      <TableCell sx={cellSx}>
        <Box sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{e.name}</Box>
        {e.members.length > 0 && (
          <Box
            component="ul"
            aria-label={t('competition.startList.members')}
            sx={{ m: 0, pl: 1.5, listStyle: 'none' }}
          >
            {e.members.map((m, i) => (
              <Box
                component="li"
                key={i}
                sx={{ color: 'text.secondary', fontSize: '0.8125rem', overflowWrap: 'anywhere' }}
              >
                {memberLabel(m)}
              </Box>
            ))}
          </Box>
        )}
      </TableCell>
      <TableCell sx={[cellSx, { overflowWrap: 'anywhere' }]}>{e.club ?? dash}</TableCell>
      <TableCell align="center" sx={cellSx}>
        {e.age ?? (e.members.length > 0 ? '' : dash)}
      </TableCell>
      <TableCell sx={cellSx}>{e.weight ?? dash}</TableCell>
      <TableCell align="center" sx={cellSx}>
        <Box
          role="img"
          aria-label={t('competition.startList.checkInBox')}
          sx={{
            width: 16,
            height: 16,
            border: '1.5px solid',
            borderColor: 'text.primary',
            mx: 'auto',
          }}
        />
      </TableCell>
      <TableCell sx={[cellSx, { height: 44 }]} />
    </TableRow>
  );
}

function Section({ section }: { section: StartListSection }) {
  const headingId = `start-list-${section.category_id}`;
  const count = section.entrants.length;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      className="start-list-section"
      sx={{ mb: 4 }}
    >
      <Typography id={headingId} variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {section.category}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {[section.weight_class, t('competition.startList.entrants', { count })]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {count === 0 ? (
        <Typography color="text.secondary">{t('competition.startList.noEntrants')}</Typography>
      ) : (
        // On a phone the sheet keeps its columns and scrolls sideways; on paper it fits the page.
        <TableContainer
          tabIndex={0}
          aria-label={t('competition.startList.table', { category: section.category })}
          sx={{
            overflowX: 'auto',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            '@media print': { overflow: 'visible', border: 0 },
          }}
        >
          <Table
            size="small"
            aria-labelledby={headingId}
            sx={{ minWidth: 760, tableLayout: 'fixed', '@media print': { minWidth: 0 } }}
          >
            <TableHead>
              <TableRow>
                {COLUMNS.map((c) => (
                  <TableCell
                    key={c.title}
                    align={c.align ?? 'left'}
                    sx={[
                      cellSx,
                      { width: c.width, fontWeight: 700, bgcolor: 'grey.100', lineHeight: 1.3 },
                    ]}
                  >
                    {t(c.title)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {section.entrants.map((e, i) => (
                <EntrantRow key={`${e.bib ?? 'none'}-${i}`} entrant={e} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

function Loading() {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4 }}>
      <CircularProgress size={24} />
      <Typography color="text.secondary">{t('competition.startList.loading')}</Typography>
    </Box>
  );
}

/**
 * /app/events/:eventId/start-list?category= (issue 27, docs/decisions/037): the start list as a
 * page to print from the browser, for the event's host and admins: the PDF's table (bib, name with
 * a team's members beneath, club, age on the day, weight class, an empty check-in box, room to
 * sign), a heading per category. Phone first on screen; on paper, A4 with only the sheet.
 */
export default function StartListPage() {
  const { eventId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const categoryId = params.get('category') || undefined;
  const list = useStartList(eventId, categoryId);
  const data = list.data;
  const error = list.error;
  // Told apart by the refusal's code (its text is in the visitor's language); a 404 that is not
  // the unknown category is the event's.
  const unknownCategory = hasErrorCode(error, 'errors.registration.categoryNotInEvent');
  const forbidden = hasErrorCode(error, 'errors.forbidden');
  const notFound = !unknownCategory && isNotFound(error);

  return (
    <Box sx={{ maxWidth: 1040, mx: 'auto' }}>
      <GlobalStyles styles={PRINT_STYLES} />
      <Button
        component={RouterLink}
        to={eventPaths.appDetails(eventId)}
        startIcon={<ArrowBackIcon />}
        data-print="hide"
        sx={[readableTextButtonSx, { mb: 1, ml: -1 }]}
      >
        {t('competition.startList.backToEvent')}
      </Button>
      <PageHeading>{t('competition.startList.heading')}</PageHeading>
      {data && (
        <Box sx={{ mt: -2, mb: 2.5 }}>
          <Typography sx={{ fontWeight: 700, fontSize: '1.125rem', overflowWrap: 'anywhere' }}>
            {data.title}
          </Typography>
          <Typography color="text.secondary">{data.when}</Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {data.venue}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('competition.startList.asOf', { time: formatIndiaDateTime(data.printed_at) })}
          </Typography>
        </Box>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        data-print="hide"
        sx={{ mb: 3, alignItems: { sm: 'center' } }}
      >
        <TextField
          select
          label={t('competition.startList.category')}
          value={categoryId ?? ALL}
          onChange={(e) =>
            setParams(e.target.value === ALL ? {} : { category: e.target.value }, { replace: true })
          }
          fullWidth
          sx={{ maxWidth: { sm: 360 } }}
        >
          <MenuItem value={ALL}>{t('competition.startList.allCategories')}</MenuItem>
          {/* The address's category while the list loads (or when it is not the event's). */}
          {categoryId && !data?.categories.some((c) => c.id === categoryId) && (
            <MenuItem value={categoryId} sx={{ display: 'none' }}>
              {data
                ? t('competition.startList.unknownCategory')
                : t('competition.startList.loadingOption')}
            </MenuItem>
          )}
          {data?.categories.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          size="large"
          startIcon={<PrintIcon />}
          onClick={() => window.print()}
          disabled={!data || list.isPlaceholderData}
          sx={{ minHeight: 48, flexShrink: 0 }}
        >
          {t('competition.startList.print')}
        </Button>
      </Stack>
      {error ? (
        <Alert
          severity="error"
          action={
            forbidden || notFound ? undefined : (
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                {t('competition.startList.tryAgain')}
              </Button>
            )
          }
        >
          {forbidden
            ? t('competition.startList.forbidden')
            : notFound
              ? t('competition.startList.notFound')
              : unknownCategory
                ? t('competition.startList.notInEvent')
                : t('competition.startList.loadError')}
        </Alert>
      ) : !data ? (
        <Loading />
      ) : data.sections.length === 0 ? (
        <Alert severity="info">{t('competition.startList.noCategories')}</Alert>
      ) : (
        <Box aria-busy={list.isPlaceholderData} sx={{ opacity: list.isPlaceholderData ? 0.5 : 1 }}>
          {data.sections.map((s) => (
            <Section key={s.category_id} section={s} />
          ))}
        </Box>
      )}
      {data && (
        <Typography variant="body2" color="text.secondary" data-print="hide">
          {t('competition.startList.bibNote')}
        </Typography>
      )}
    </Box>
  );
}
