import {
  Alert,
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
import { suggestedFormat } from '../../../shared/competition/placement';
import {
  DRAW_FORMATS,
  SEEDING_METHODS,
  type DrawFormat,
} from '../../../shared/competition/schemas';
import type { Scoring } from '../../../shared/competition/scores';
import type { MessageKey } from '../../../shared/i18n/catalogs';
import { t } from '../../i18n/i18n';
import {
  MAX_OVERS,
  maxPools,
  optionsOf,
  oversOf,
  sizeProblem,
  type DrawForm,
  type Seeding,
} from './draw-form';

/** FORMAT_LABELS (shared/competition/schemas.ts) in the page's language. */
const FORMAT_KEYS: Record<DrawFormat, MessageKey> = {
  round_robin: 'competition.format.roundRobin',
  single_elimination: 'competition.format.singleElimination',
  double_elimination: 'competition.format.doubleElimination',
  pools_knockout: 'competition.format.poolsKnockout',
};

/** A draw format's name: "Round robin", "Pools, then knockout"… */
export const formatLabel = (format: DrawFormat) => t(FORMAT_KEYS[format]);

const SEEDING_KEYS: Record<Seeding, { label: MessageKey; help: MessageKey }> = {
  random: { label: 'competition.options.random', help: 'competition.options.randomHelp' },
  manual: { label: 'competition.options.manual', help: 'competition.options.manualHelp' },
  previous: { label: 'competition.options.previous', help: 'competition.options.previousHelp' },
};

/** The draw's settings: format, seeding, and only the options the format has. */
export function DrawOptions({
  form,
  count,
  scoring = 'text',
  onChange,
}: {
  form: DrawForm;
  /** How many entrants the draw would take. */
  count: number;
  /** How the sport is scored: cricket (innings) is asked its overs. */
  scoring?: Scoring;
  onChange: (next: Partial<DrawForm>) => void;
}) {
  const badOvers = Number.isNaN(oversOf(form));
  const options = optionsOf(form.format);
  const suggested = suggestedFormat(count);
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
        fullWidth
      >
        {DRAW_FORMATS.map((f) => (
          <MenuItem key={f} value={f} disabled={(f === 'pools_knockout' && count < 4) || tooBig(f)}>
            {formatLabel(f)}
            {f === suggested ? ` ${t('competition.options.suggested')}` : ''}
            {tooBig(f) ? ` ${t('competition.options.tooBig', { count })}` : ''}
          </MenuItem>
        ))}
      </TextField>

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
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              pattern: '[0-9]*',
              maxLength: 2,
              autoComplete: 'off',
            },
          }}
          sx={{ maxWidth: { sm: 260 } }}
          fullWidth
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
