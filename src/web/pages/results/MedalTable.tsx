import { Box } from '@mui/material';
import type { Results } from '../../../shared/competition/schemas';
import { t } from '../../i18n/i18n';
import { RESULTS_CAPTION_SX, RESULTS_COLORS } from '../../components/competition/results-labels';

const MEDALS = ['gold', 'silver', 'bronze'] as const;

/** On a phone the medal columns show their colour only; the name stays for screen readers. */
const narrowHidden = {
  position: { xs: 'absolute', sm: 'static' },
  width: { xs: '1px', sm: 'auto' },
  height: { xs: '1px', sm: 'auto' },
  overflow: { xs: 'hidden', sm: 'visible' },
  clipPath: { xs: 'inset(50%)', sm: 'none' },
  whiteSpace: 'nowrap',
} as const;

const numberCell = {
  position: 'relative',
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
} as const;

/** The event's medal table by organisation (finished categories only), as the server ranks it. */
export function MedalTable({ medals }: { medals: Results['medals'] }) {
  return (
    <Box
      component="table"
      data-testid="medal-table"
      sx={{
        width: '100%',
        maxWidth: 720,
        borderCollapse: 'collapse',
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: RESULTS_COLORS.cardBorder,
        fontSize: '0.9375rem',
        '& th, & td': {
          px: { xs: 1, sm: 1.5 },
          py: 1.25,
          borderBottom: '1px solid',
          borderColor: 'divider',
        },
        '& thead th': { ...RESULTS_CAPTION_SX, bgcolor: RESULTS_COLORS.headerBg },
      }}
    >
      <thead>
        <tr>
          <Box component="th" scope="col" sx={{ textAlign: 'left' }}>
            {t('results.medals.organisation')}
          </Box>
          {MEDALS.map((key) => (
            <Box component="th" scope="col" key={key} sx={numberCell}>
              <Box
                component="span"
                aria-hidden
                sx={{
                  display: 'inline-block',
                  width: 10,
                  height: 10,
                  mr: 0.75,
                  borderRadius: '50%',
                  bgcolor: RESULTS_COLORS[key],
                  verticalAlign: 'baseline',
                }}
              />
              <Box component="span" sx={narrowHidden}>
                {t(`results.medal.${key}`)}
              </Box>
            </Box>
          ))}
          <Box component="th" scope="col" sx={numberCell}>
            {t('results.medals.total')}
          </Box>
        </tr>
      </thead>
      <tbody>
        {medals.map((row) => (
          <tr key={row.organisation}>
            <Box
              component="th"
              scope="row"
              sx={{ textAlign: 'left', fontWeight: 700, overflowWrap: 'anywhere' }}
            >
              {row.organisation}
            </Box>
            {MEDALS.map((key) => (
              <Box component="td" key={key} sx={numberCell}>
                {row[key]}
              </Box>
            ))}
            <Box component="td" sx={[numberCell, { fontWeight: 800 }]}>
              {row.gold + row.silver + row.bronze}
            </Box>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
