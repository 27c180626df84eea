import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import {
  Box,
  FormControl,
  FormControlLabel,
  Link,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDisplayDate } from '../../i18n/dates';
import type { Dependant } from '../../../shared/dependants/schemas';
import { t } from '../../i18n/i18n';
import { ageOnEventDay } from './competitor';

/**
 * "Who is competing?": the account holder or one of their dependants (issue 13). Categories are
 * then checked against that person; contact details stay the account holder's. "Add a dependant"
 * goes to `addPath` (the settings' Add form, and back here with them chosen).
 */
export function CompetitorPicker({
  name,
  dependants,
  value,
  onChange,
  startDate,
  addPath,
  disabled,
}: {
  name: string;
  dependants: Dependant[];
  /** '' for the account holder, else a dependant's id. */
  value: string;
  onChange: (dependantId: string) => void;
  startDate: string;
  addPath: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <FormControl component="fieldset" disabled={disabled} fullWidth>
      <Typography component="legend" id={`${id}-legend`} variant="h5" sx={{ mb: 1 }}>
        {t('participate.who.legend')}
      </Typography>
      <RadioGroup
        name="competitor"
        value={value}
        onChange={(_e, v) => onChange(v)}
        aria-labelledby={`${id}-legend`}
        sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, columnGap: 3 }}
      >
        <FormControlLabel
          value=""
          control={<Radio />}
          label={t('participate.who.myself', { name })}
        />
        {dependants.map((d) => (
          <FormControlLabel
            key={d.id}
            value={d.id}
            control={<Radio />}
            label={
              <Box component="span">
                {d.name}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  {t('participate.who.ageOn', {
                    age: ageOnEventDay(d, startDate),
                    date: formatDisplayDate(startDate),
                  })}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
      <Link
        component={RouterLink}
        to={addPath}
        underline="always"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          mt: 0.5,
          width: 'fit-content',
          fontWeight: 600,
          color: 'primary.dark',
        }}
      >
        <PersonAddAlt1Icon fontSize="small" aria-hidden />
        {t('participate.who.addDependant')}
      </Link>
    </FormControl>
  );
}
