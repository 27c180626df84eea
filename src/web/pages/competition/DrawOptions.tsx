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
  FORMAT_LABELS,
  SEEDING_METHODS,
  type DrawFormat,
} from '../../../shared/competition/schemas';
import { maxPools, optionsOf, sizeProblem, type DrawForm, type Seeding } from './draw-form';

const SEEDING_LABELS: Record<Seeding, { label: string; help: string }> = {
  random: { label: 'Random', help: 'Shuffled; players of one club or school are kept apart.' },
  manual: {
    label: 'By hand',
    help: 'Drag the entrants above into order, best first, or move them with the arrows.',
  },
  previous: {
    label: 'From earlier results',
    help: 'Best finish in this category first; the rest at random.',
  },
};

/** The draw's settings: format, seeding, and only the options the format has. */
export function DrawOptions({
  form,
  count,
  onChange,
}: {
  form: DrawForm;
  /** How many entrants the draw would take. */
  count: number;
  onChange: (next: Partial<DrawForm>) => void;
}) {
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
        label="Format"
        value={form.format}
        onChange={(e) => onChange({ format: e.target.value as DrawFormat })}
        fullWidth
      >
        {DRAW_FORMATS.map((f) => (
          <MenuItem key={f} value={f} disabled={(f === 'pools_knockout' && count < 4) || tooBig(f)}>
            {FORMAT_LABELS[f]}
            {f === suggested ? ' (suggested)' : ''}
            {tooBig(f) ? ` (too big for ${count})` : ''}
          </MenuItem>
        ))}
      </TextField>

      <FormControl>
        <FormLabel id="seeding-label">Seeding</FormLabel>
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
              label={SEEDING_LABELS[s].label}
            />
          ))}
        </RadioGroup>
        <FormHelperText sx={{ mx: 0 }}>{SEEDING_LABELS[form.seeding].help}</FormHelperText>
      </FormControl>

      {options.bronze && (
        <FormControlLabel
          control={
            <Switch
              checked={form.bronze}
              onChange={(e) => onChange({ bronze: e.target.checked })}
            />
          }
          label="Bronze match (third place is played for)"
        />
      )}

      {options.grandFinal && (
        <FormControl>
          <FormLabel id="grand-final-label">Grand final</FormLabel>
          <RadioGroup
            aria-labelledby="grand-final-label"
            value={form.grandFinal}
            onChange={(e) => onChange({ grandFinal: e.target.value as DrawForm['grandFinal'] })}
          >
            <FormControlLabel value="simple" control={<Radio />} label="One match" />
            <FormControlLabel
              value="double"
              control={<Radio />}
              label="A second match if the losers' side wins the first"
            />
          </RadioGroup>
        </FormControl>
      )}

      {options.pools && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label="Pools"
            value={Math.min(form.poolCount, maxPools(count))}
            onChange={(e) => onChange({ poolCount: Number(e.target.value) })}
            fullWidth
          >
            {pools.map((n) => (
              <MenuItem key={n} value={n} disabled={poolsTooBig(n) !== null}>
                {n} pools
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Go through from each pool"
            value={form.advance}
            onChange={(e) => onChange({ advance: Number(e.target.value) === 1 ? 1 : 2 })}
            fullWidth
          >
            <MenuItem value={1}>The winner</MenuItem>
            <MenuItem value={2}>The top two</MenuItem>
          </TextField>
        </Stack>
      )}

      {problem && (
        <Alert severity="warning" data-testid="draw-too-big">
          {problem.message}
        </Alert>
      )}
    </Stack>
  );
}
