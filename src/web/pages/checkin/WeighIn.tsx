import MonitorWeightOutlinedIcon from '@mui/icons-material/MonitorWeightOutlined';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { Gate } from '../../../shared/checkin/schemas';
import { withinLimits } from '../../../shared/checkin/weighin';
import type { Event } from '../../../shared/events/schemas';
import { useMoveAfterWeighIn, useOutAfterWeighIn, useWeighIn } from '../../api/checkin';
import { LoadingButton } from '../../components/LoadingButton';
import { toast } from '../../components/toast';
import { t } from '../../i18n/i18n';
import { attempt } from '../../query-client';

type Entry = Gate['entries'][number];
type EventCategory = Event['categories'][number];

/** A category's weight limits, or null when it has none (no weigh-in there). */
export function weightLimits(category: EventCategory | undefined) {
  const d = category?.category_details;
  if (!d || (d.min_weight_allowed === null && d.max_weight_allowed === null)) return null;
  return { min: d.min_weight_allowed, max: d.max_weight_allowed };
}

/** "55–60 kg", "from 55 kg", "up to 60 kg", "no limits" (shared limitsText, in the page's language). */
function limitsText(min: number | null, max: number | null): string {
  const kind =
    min !== null && max !== null
      ? 'between'
      : min !== null
        ? 'from'
        : max !== null
          ? 'upTo'
          : 'none';
  return t('gate.weight.limits', { kind, min, max });
}

/**
 * Weigh-in on a gate entry (issue 17, decision 023): staff record the scale's reading (kg, one
 * decimal); a weight outside the category's limits is flagged, and the event's host may move the
 * registration to a category it fits (places permitting, no money moves) or mark it out.
 */
export function WeighIn({ entry, event, host }: { entry: Entry; event: Event; host: boolean }) {
  const category = event.categories.find((c) => c.category_id === entry.category_id);
  const limits = weightLimits(category);
  const [open, setOpen] = useState(false);
  const [moving, setMoving] = useState(false);
  const out = useOutAfterWeighIn();
  if (!limits) return null;
  const w = entry.weigh_in;
  const flagged = w !== null && !w.within_limits;

  return (
    <Box sx={{ mt: 1 }} data-testid="weigh-in">
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {limitsText(limits.min, limits.max)}
        </Typography>
        {w && (
          <Chip
            size="small"
            color={w.within_limits ? 'success' : 'error'}
            label={t(w.within_limits ? 'gate.weight.kg' : 'gate.weight.outside', {
              weight: w.weight_kg,
            })}
            data-testid="measured-weight"
          />
        )}
        {entry.status !== 'out' && !open && (
          <Button
            size="small"
            startIcon={<MonitorWeightOutlinedIcon />}
            onClick={() => setOpen(true)}
          >
            {t(w ? 'gate.weight.weighAgain' : 'gate.weight.weighIn')}
          </Button>
        )}
      </Stack>
      {open && <WeightForm entry={entry} onDone={() => setOpen(false)} />}
      {host && flagged && entry.status !== 'out' && (
        <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
          <Button size="small" variant="outlined" onClick={() => setMoving(true)}>
            {t('gate.weight.move')}
          </Button>
          <LoadingButton
            size="small"
            variant="outlined"
            color="error"
            loading={out.isPending}
            onClick={async () => {
              const result = await attempt(out.mutateAsync(entry.participation_id));
              if (result.ok) toast.success(t('gate.weight.isOut', { name: entry.name }));
            }}
          >
            {t('gate.weight.didNotMakeWeight')}
          </LoadingButton>
        </Stack>
      )}
      {moving && w && (
        <MoveDialog
          entry={entry}
          event={event}
          weightKg={w.weight_kg}
          onClose={() => setMoving(false)}
        />
      )}
    </Box>
  );
}

/** The scale's reading; a refusal (a second decimal, a cancelled entry) is said under the field. */
function WeightForm({ entry, onDone }: { entry: Entry; onDone: () => void }) {
  const weighIn = useWeighIn();
  const [value, setValue] = useState(entry.weigh_in ? String(entry.weigh_in.weight_kg) : '');
  const [error, setError] = useState<string | null>(null);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        setError(null);
        const result = await attempt(
          weighIn.mutateAsync({
            participation_id: entry.participation_id,
            member_index: entry.member_index,
            weight_kg: Number(value.replace(',', '.')),
          }),
        );
        if (!result.ok) {
          setError(result.error.fields?.weight_kg ?? result.error.message);
          return;
        }
        const d = result.data;
        if (d.within_limits)
          toast.success(t('gate.weight.within', { name: entry.name, weight: d.weight_kg }));
        else
          toast.error(
            t('gate.weight.outsideToast', {
              name: entry.name,
              weight: d.weight_kg,
              limits: limitsText(d.min, d.max),
            }),
          );
        onDone();
      }}
      sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'flex-start' }}
    >
      <TextField
        label={t('gate.weight.label')}
        size="small"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        error={Boolean(error)}
        helperText={error ?? t('gate.weight.help')}
        autoFocus
        sx={{ maxWidth: 180 }}
      />
      <LoadingButton type="submit" variant="contained" loading={weighIn.isPending}>
        {t('gate.weight.save')}
      </LoadingButton>
      <Button onClick={onDone}>{t('gate.weight.cancel')}</Button>
    </Box>
  );
}

/** The event's other categories the measured weight fits (same team size), with places left. */
function MoveDialog({
  entry,
  event,
  weightKg,
  onClose,
}: {
  entry: Entry;
  event: Event;
  weightKg: number;
  onClose: () => void;
}) {
  const move = useMoveAfterWeighIn();
  const current = event.categories.find((c) => c.category_id === entry.category_id);
  const fitting = event.categories.filter((c) => {
    const limits = weightLimits(c);
    return (
      c.category_id !== entry.category_id &&
      limits !== null &&
      withinLimits(weightKg, limits.min, limits.max) &&
      c.category_details.participants_in_team === current?.category_details.participants_in_team
    );
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('gate.move.title', { name: entry.name })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('gate.move.intro', { weight: weightKg })}
        </Typography>
        {fitting.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('gate.move.none', { weight: weightKg })}
          </Typography>
        ) : (
          <List disablePadding>
            {fitting.map((c) => {
              const full = c.places_left === 0;
              const limits = weightLimits(c)!;
              return (
                <ListItemButton
                  key={c.category_id}
                  disabled={full || move.isPending}
                  onClick={async () => {
                    const result = await attempt(
                      move.mutateAsync({
                        participationId: entry.participation_id,
                        category_id: c.category_id,
                      }),
                    );
                    if (!result.ok) return;
                    toast.success(
                      t('gate.move.moved', {
                        name: entry.name,
                        category: result.data.category_name,
                      }),
                    );
                    onClose();
                  }}
                >
                  <ListItemText
                    primary={c.category_details.name}
                    secondary={`${limitsText(limits.min, limits.max)} · ${
                      c.places_left === null
                        ? t('gate.move.placesOpen')
                        : t('gate.move.placesLeft', { count: c.places_left })
                    }`}
                  />
                </ListItemButton>
              );
            })}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
