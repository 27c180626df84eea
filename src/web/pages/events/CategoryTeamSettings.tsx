import {
  Box,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useId } from 'react';
import { t } from '../../i18n/i18n';
import { rosterLockFromInput, rosterLockInput, type EventFormValues } from './event-form-values';

type Entry = EventFormValues['categories'][number];
type Settings = Pick<Entry, 'team_payment' | 'substitutes' | 'roster_locks_at'>;
export type TeamSettingErrors = {
  team_payment?: { message?: string };
  substitutes?: { message?: string };
  roster_locks_at?: { message?: string };
};

const WHO_PAYS = [
  { value: 'captain', label: 'hostEvents.team.captainPays' },
  { value: 'split', label: 'hostEvents.team.splitPays' },
] as const;

/**
 * A team category's settings on the event (issue 28): who pays, how many substitutes may join
 * beyond the team size, and when its rosters lock (empty: when registration closes).
 */
export function CategoryTeamSettings({
  name,
  size,
  entry,
  errors,
  disabled,
  onChange,
  onBlur,
}: {
  name: string;
  size: number;
  entry: Entry;
  errors?: TeamSettingErrors;
  disabled?: boolean;
  onChange: (patch: Settings) => void;
  onBlur: () => void;
}) {
  const id = useId();
  const paymentError = errors?.team_payment?.message;
  const substitutesError = errors?.substitutes?.message;
  const lockError = errors?.roster_locks_at?.message;
  return (
    <Box
      role="group"
      aria-label={t('hostEvents.team.group', { category: name })}
      sx={{ mt: 1.5, pt: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Stack spacing={1.5}>
        <FormControl error={Boolean(paymentError)} disabled={disabled}>
          <FormLabel id={`${id}-pays`} sx={{ typography: 'body2', fontWeight: 600 }}>
            {t('hostEvents.team.whoPays')}
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${id}-pays`}
            name={`${id}-team-payment`}
            value={entry.team_payment ?? 'captain'}
            onChange={(e) => onChange({ team_payment: e.target.value as Entry['team_payment'] })}
          >
            {WHO_PAYS.map((o) => (
              <FormControlLabel
                key={o.value}
                value={o.value}
                control={<Radio />}
                label={t(o.label)}
              />
            ))}
          </RadioGroup>
          {paymentError && <FormHelperText>{paymentError}</FormHelperText>}
        </FormControl>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField
            label={t('hostEvents.team.substitutes')}
            type="number"
            size="small"
            value={String(entry.substitutes ?? '')}
            disabled={disabled}
            onChange={(e) => onChange({ substitutes: e.target.value })}
            onBlur={onBlur}
            error={Boolean(substitutesError)}
            helperText={substitutesError ?? t('hostEvents.team.substitutesHelp', { size })}
            sx={{ width: { xs: '100%', sm: 220 } }}
            slotProps={{
              htmlInput: {
                min: 0,
                max: 20,
                step: 1,
                inputMode: 'numeric',
              },
            }}
          />
          <TextField
            label={t('hostEvents.team.rosterLock')}
            type="datetime-local"
            size="small"
            value={rosterLockInput(entry.roster_locks_at)}
            disabled={disabled}
            onChange={(e) => onChange({ roster_locks_at: rosterLockFromInput(e.target.value) })}
            onBlur={onBlur}
            error={Boolean(lockError)}
            helperText={lockError ?? t('hostEvents.team.rosterLockHelp')}
            sx={{ width: { xs: '100%', sm: 260 } }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </Stack>
    </Box>
  );
}
