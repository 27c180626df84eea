import {
  Box,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import type { MessageKey } from '../../../shared/i18n/catalogs';
import type { SignupRole } from '../../../shared/roles';
import { t } from '../../i18n/i18n';

// Keys, not texts: the page's language is known when it is drawn, not when this module loads.
const ROLE_OPTIONS: Array<{ value: SignupRole; name: MessageKey; hint: MessageKey }> = [
  { value: 'Host', name: 'auth.role.host', hint: 'auth.role.hostHint' },
  { value: 'Participant', name: 'auth.role.participant', hint: 'auth.role.participantHint' },
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
        {t('auth.role.legend')}
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
                  {t(o.name)}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {t(o.hint)}
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
