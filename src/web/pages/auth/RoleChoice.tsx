import {
  Box,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import type { SignupRole } from '../../../shared/roles';

const ROLE_OPTIONS: Array<{ value: SignupRole; hint: string }> = [
  { value: 'Host', hint: 'I organise events' },
  { value: 'Participant', hint: 'I play in events' },
];

/** §3 sign-up role (default Host) as two large radio cards. */
export function RoleChoice({
  value,
  onChange,
}: {
  value: SignupRole;
  onChange: (role: SignupRole) => void;
}) {
  return (
    <FormControl component="fieldset" fullWidth>
      <FormLabel
        component="legend"
        sx={{
          mb: 1,
          fontWeight: 600,
          color: 'text.primary',
          '&.Mui-focused': { color: 'text.primary' },
        }}
      >
        I am joining as
      </FormLabel>
      <RadioGroup
        row
        name="role"
        value={value}
        onChange={(e) => onChange(e.target.value as SignupRole)}
        sx={{ gap: 1.5, flexWrap: 'nowrap' }}
      >
        {ROLE_OPTIONS.map((o) => (
          <FormControlLabel
            key={o.value}
            value={o.value}
            control={<Radio />}
            label={
              <Box component="span" sx={{ display: 'block', py: 0.75 }}>
                <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                  {o.value}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {o.hint}
                </Typography>
              </Box>
            }
            sx={{
              flex: 1,
              minWidth: 0,
              m: 0,
              pr: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              transition: 'border-color 120ms, background-color 120ms',
              '&:has(input:checked)': {
                borderColor: 'primary.main',
                bgcolor: 'rgba(255,145,77,0.08)',
              },
              '&:has(input:focus-visible)': {
                outline: '2px solid',
                outlineColor: 'primary.dark',
                outlineOffset: 2,
              },
            }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
