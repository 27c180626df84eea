import {
  Alert,
  Box,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { drawTooBig } from '../../../shared/competition/draw-size';
import { SEEDING_METHODS, type DrawFormat } from '../../../shared/competition/schemas';
import type { Scoring } from '../../../shared/competition/scores';
import { formatForSport } from '../../../shared/competition/suggested-format';
import { swissRounds } from '../../../shared/competition/swiss';
import type { MessageKey } from '../../../shared/i18n/catalogs';
import { t } from '../../i18n/i18n';
import {
  MAX_OVERS,
  formatsFor,
  maxPools,
  maxRounds,
  optionsOf,
  oversOf,
  roundsOf,
  sizeProblem,
  type DrawForm,
  type Seeding,
} from './draw-form';

/** Each format's name and its explanation in a line, in the page's language. */
const FORMAT_KEYS: Record<DrawFormat, { label: MessageKey; help: MessageKey }> = {
  round_robin: {
    label: 'competition.format.roundRobin',
    help: 'competition.formatHelp.roundRobin',
  },
  single_elimination: {
    label: 'competition.format.singleElimination',
    help: 'competition.formatHelp.singleElimination',
  },
  double_elimination: {
    label: 'competition.format.doubleElimination',
    help: 'competition.formatHelp.doubleElimination',
  },
  pools_knockout: {
    label: 'competition.format.poolsKnockout',
    help: 'competition.formatHelp.poolsKnockout',
  },
  repechage: { label: 'competition.format.repechage', help: 'competition.formatHelp.repechage' },
  quarterfinal_repechage: {
    label: 'competition.format.quarterfinalRepechage',
    help: 'competition.formatHelp.quarterfinalRepechage',
  },
  double_bronze: {
    label: 'competition.format.doubleBronze',
    help: 'competition.formatHelp.doubleBronze',
  },
  swiss: { label: 'competition.format.swiss', help: 'competition.formatHelp.swiss' },
  best_of_three: {
    label: 'competition.format.bestOfThree',
    help: 'competition.formatHelp.bestOfThree',
  },
  walkover: { label: 'competition.format.walkover', help: 'competition.formatHelp.walkover' },
};

/** A draw format's name: "Round robin", "Pools, then knockout"… */
export const formatLabel = (format: DrawFormat) => t(FORMAT_KEYS[format].label);

const SEEDING_KEYS: Record<Seeding, { label: MessageKey; help: MessageKey }> = {
  random: { label: 'competition.options.random', help: 'competition.options.randomHelp' },
  manual: { label: 'competition.options.manual', help: 'competition.options.manualHelp' },
  previous: { label: 'competition.options.previous', help: 'competition.options.previousHelp' },
  ranking: { label: 'competition.options.ranking', help: 'competition.options.rankingHelp' },
};

/**
 * The draw's settings: the formats the entrants can be drawn in, each explained in a line (the
 * sport's own suggested), seeding, and only the options the format has.
 */
/** A small whole number typed on a phone (rounds, overs): the digits keyboard, two digits. */
const COUNT_FIELD = {
  slotProps: {
    htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 2, autoComplete: 'off' },
  },
  sx: { maxWidth: { sm: 260 } },
  fullWidth: true,
} as const;

export function DrawOptions({
  form,
  count,
  scoring = 'text',
  sport,
  onChange,
}: {
  form: DrawForm;
  /** How many entrants the draw would take. */
  count: number;
  /** How the sport is scored: cricket (innings) is asked its overs. */
  scoring?: Scoring;
  /** The sport's name: wrestling suggests its repechage, chess the Swiss system (issue 30). */
  sport?: string;
  onChange: (next: Partial<DrawForm>) => void;
}) {
  const badOvers = Number.isNaN(oversOf(form));
  const options = optionsOf(form.format);
  const suggested = formatForSport(count, sport);
  const named = (f: DrawFormat) =>
    f === suggested ? `${formatLabel(f)} ${t('competition.options.suggested')}` : formatLabel(f);
  const rounds = { recommended: swissRounds(count).recommended, max: maxRounds(count) };
  const badRounds = options.rounds && Number.isNaN(roundsOf(form));
  const pools = Array.from({ length: maxPools(count) - 1 }, (_, i) => i + 2);
  // A format too big even at its smallest (the most pools, one going through) is not offered.
  const tooBig = (f: DrawFormat) =>
    drawTooBig(f, count, { pool_count: maxPools(count), advance: 1, bronze: false }) !== null;
  const poolsTooBig = (n: number) =>
    drawTooBig('pools_knockout', count, {
      pool_count: n,
      advance: form.advance,
      bronze: form.bronze,
    });
  const problem = sizeProblem(form);
  return (
    <Stack spacing={2.5}>
      <TextField
        select
        label={t('competition.options.format')}
        value={form.format}
        onChange={(e) => onChange({ format: e.target.value as DrawFormat })}
        helperText={t(FORMAT_KEYS[form.format].help)}
        // The chosen format by name only: its line is the helper text.
        slotProps={{ select: { renderValue: (f) => named(f as DrawFormat) } }}
        fullWidth
      >
        {formatsFor(count).map((f) => (
          <MenuItem
            key={f}
            value={f}
            disabled={(f === 'pools_knockout' && count < 4) || tooBig(f)}
            sx={{ display: 'block', whiteSpace: 'normal' }}
          >
            <Box component="span" sx={{ display: 'block' }}>
              {named(f)}
              {tooBig(f) ? ` ${t('competition.options.tooBig', { count })}` : ''}
            </Box>
            <Box
              component="span"
              sx={{ display: 'block', typography: 'body2', color: 'text.secondary' }}
            >
              {t(FORMAT_KEYS[f].help)}
            </Box>
          </MenuItem>
        ))}
      </TextField>

      {options.seeding && (
        <FormControl>
          <FormLabel id="seeding-label">{t('competition.options.seeding')}</FormLabel>
          <RadioGroup
            aria-labelledby="seeding-label"
            value={form.seeding}
            onChange={(e) => onChange({ seeding: e.target.value as Seeding })}
          >
            {SEEDING_METHODS.map((s) => (
              <FormControlLabel
                key={s}
                value={s}
                control={<Radio />}
                label={t(SEEDING_KEYS[s].label)}
              />
            ))}
          </RadioGroup>
          <FormHelperText sx={{ mx: 0 }}>{t(SEEDING_KEYS[form.seeding].help)}</FormHelperText>
        </FormControl>
      )}

      {options.bronze && (
        <FormControlLabel
          control={
            <Switch
              checked={form.bronze}
              onChange={(e) => onChange({ bronze: e.target.checked })}
            />
          }
          label={t('competition.options.bronze')}
        />
      )}

      {options.grandFinal && (
        <FormControl>
          <FormLabel id="grand-final-label">{t('competition.options.grandFinal')}</FormLabel>
          <RadioGroup
            aria-labelledby="grand-final-label"
            value={form.grandFinal}
            onChange={(e) => onChange({ grandFinal: e.target.value as DrawForm['grandFinal'] })}
          >
            <FormControlLabel
              value="simple"
              control={<Radio />}
              label={t('competition.options.grandFinalSimple')}
            />
            <FormControlLabel
              value="double"
              control={<Radio />}
              label={t('competition.options.grandFinalDouble')}
            />
          </RadioGroup>
        </FormControl>
      )}

      {options.pools && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label={t('competition.options.pools')}
            value={Math.min(form.poolCount, maxPools(count))}
            onChange={(e) => onChange({ poolCount: Number(e.target.value) })}
            fullWidth
          >
            {pools.map((n) => (
              <MenuItem key={n} value={n} disabled={poolsTooBig(n) !== null}>
                {t('competition.options.poolCount', { count: n })}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('competition.options.advance')}
            value={form.advance}
            onChange={(e) => onChange({ advance: Number(e.target.value) === 1 ? 1 : 2 })}
            fullWidth
          >
            <MenuItem value={1}>{t('competition.options.advanceWinner')}</MenuItem>
            <MenuItem value={2}>{t('competition.options.advanceTopTwo')}</MenuItem>
          </TextField>
        </Stack>
      )}

      {options.rounds && (
        <TextField
          label={t('competition.options.rounds')}
          value={form.rounds}
          onChange={(e) => onChange({ rounds: e.target.value })}
          error={badRounds}
          helperText={
            badRounds
              ? t('competition.options.roundsRange', { max: rounds.max })
              : t('competition.options.roundsHelp', {
                  recommended: rounds.recommended,
                  count,
                  max: rounds.max,
                })
          }
          {...COUNT_FIELD}
        />
      )}

      {scoring === 'innings' && (
        <TextField
          label={t('competition.options.overs')}
          value={form.overs}
          onChange={(e) => onChange({ overs: e.target.value })}
          error={badOvers}
          helperText={
            badOvers
              ? t('competition.options.oversRange', { max: MAX_OVERS })
              : t('competition.options.oversHelp')
          }
          {...COUNT_FIELD}
        />
      )}

      {problem && (
        <Alert severity="warning" data-testid="draw-too-big">
          {problem.message}
        </Alert>
      )}
    </Stack>
  );
}
