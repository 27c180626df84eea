import { FormControl, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useId } from 'react';
import type { MessageKey } from '../../../shared/i18n/catalogs';
import { t } from '../../i18n/i18n';

export type TeamMode = 'start' | 'details';

const OPTIONS: Array<{ value: TeamMode; label: MessageKey; hint: MessageKey }> = [
  { value: 'start', label: 'teams.mode.start', hint: 'teams.mode.startHint' },
  { value: 'details', label: 'teams.mode.details', hint: 'teams.mode.detailsHint' },
];

/** A team category's two ways in (issue 28): a team that forms itself, or today's typed roster. */
export function TeamModeChoice({
  value,
  onChange,
}: {
  value: TeamMode;
  onChange: (mode: TeamMode) => void;
}) {
  const id = useId();
  return (
    <FormControl component="fieldset" fullWidth>
      <Typography component="legend" id={id} variant="h5" sx={{ mb: 1 }}>
        {t('teams.mode.legend')}
      </Typography>
      <RadioGroup
        name="team-mode"
        value={value}
        onChange={(_e, v) => onChange(v as TeamMode)}
        aria-labelledby={id}
      >
        {OPTIONS.map((o) => (
          <FormControlLabel
            key={o.value}
            value={o.value}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { mt: -0.75 } }}
            label={
              <>
                <Typography sx={{ fontWeight: 600 }}>{t(o.label)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(o.hint)}
                </Typography>
              </>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
