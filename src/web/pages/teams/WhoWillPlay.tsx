import { FormControl, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useId } from 'react';
import type { Dependant } from '../../../shared/dependants/schemas';
import { t } from '../../i18n/i18n';

/** "Who will play?": the account holder, or one of their dependants as the member. */
export function WhoWillPlay({
  name,
  dependants,
  value,
  onChange,
  disabled,
}: {
  name: string;
  dependants: Dependant[];
  /** '' for the account holder, else a dependant's id. */
  value: string;
  onChange: (dependantId: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <Typography component="legend" id={id} sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('teams.who.legend')}
      </Typography>
      <RadioGroup name="who" value={value} onChange={(_e, v) => onChange(v)} aria-labelledby={id}>
        <FormControlLabel value="" control={<Radio />} label={t('teams.who.me', { name })} />
        {dependants.map((d) => (
          <FormControlLabel key={d.id} value={d.id} control={<Radio />} label={d.name} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
