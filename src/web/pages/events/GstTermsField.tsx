import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Collapse, Grid, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useController, useFormState, useWatch, type Control } from 'react-hook-form';
import { GST_RATES } from '../../../shared/money/gst';
import { FormTextField } from '../../components/form/FormTextField';
import { readableTextButtonSx } from '../../components/events/readable-buttons';
import { t } from '../../i18n/i18n';
import type { EventFormOutput, EventFormValues } from './event-form-values';

type FormControl = Control<EventFormValues, unknown, EventFormOutput>;

function RateSelect({ control, disabled }: { control: FormControl; disabled?: boolean }) {
  const { field, fieldState } = useController({ control, name: 'gst.rate_percent' });
  return (
    <TextField
      select
      fullWidth
      required
      label={t('hostEvents.gst.rate')}
      disabled={disabled}
      name={field.name}
      value={String(field.value ?? '')}
      inputRef={field.ref}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? t('hostEvents.gst.rateHelp')}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {GST_RATES.map((r) => (
        <option key={r} value={String(r)}>
          {r} %
        </option>
      ))}
    </TextField>
  );
}

/**
 * The GST terms printed on the event's invoices (issue 26), folded under one line: the defaults
 * suit most events, so the three fields open on request, or by themselves on an error.
 */
export function GstTermsField({ control, disabled }: { control: FormControl; disabled?: boolean }) {
  const [opened, setOpened] = useState(false);
  const { errors } = useFormState({ control, name: 'gst' });
  const gst = useWatch({ control, name: 'gst' });
  const open = opened || Boolean(errors.gst);
  const fieldsId = useId();
  const rate = typeof gst?.rate_percent === 'string' ? gst.rate_percent : String(gst?.rate_percent);
  return (
    <Box>
      <Typography data-testid="gst-summary">
        {t('hostEvents.gst.summary', { sac: gst?.sac, rate, description: gst?.description })}
      </Typography>
      <Button
        size="small"
        sx={[{ mt: 1, ml: -0.5 }, readableTextButtonSx]}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        aria-expanded={open}
        aria-controls={fieldsId}
        onClick={() => setOpened(!open)}
      >
        {t(open ? 'hostEvents.gst.hide' : 'hostEvents.gst.change')}
      </Button>
      <Collapse in={open} id={fieldsId}>
        <Grid container spacing={2} sx={{ pt: 2 }}>
          <Grid size={{ xs: 6, md: 3 }}>
            <FormTextField
              control={control}
              name="gst.sac"
              label={t('hostEvents.gst.sac')}
              required
              disabled={disabled}
              helperText={t('hostEvents.gst.sacHelp')}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <RateSelect control={control} disabled={disabled} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="gst.description"
              // Not "Description": the event's own Description field keeps that label alone.
              label={t('hostEvents.gst.service')}
              required
              disabled={disabled}
              helperText={t('hostEvents.gst.serviceHelp')}
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
          </Grid>
        </Grid>
      </Collapse>
    </Box>
  );
}
