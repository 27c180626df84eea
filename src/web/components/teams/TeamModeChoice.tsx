import { FormControl, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useId } from 'react';

export type TeamMode = 'start' | 'details';

const OPTIONS: Array<{ value: TeamMode; label: string; hint: string }> = [
  {
    value: 'start',
    label: 'Start a team and invite your players',
    hint: 'You are the Captain; players join with their own accounts from the link you share.',
  },
  {
    value: 'details',
    label: 'Enter every player’s details now',
    hint: 'You type in the whole team and pay for it today.',
  },
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
        How will you enter your team?
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
                <Typography sx={{ fontWeight: 600 }}>{o.label}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {o.hint}
                </Typography>
              </>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
