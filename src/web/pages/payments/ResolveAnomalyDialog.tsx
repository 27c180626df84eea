import { Box, Button, Stack, Typography } from '@mui/material';
import { ResolveAnomalySchema, type AnomalyRow } from '../../../shared/payments/schemas';
import { useResolveAnomaly } from '../../api/payments';
import { FormTextField } from '../../components/form/FormTextField';
import { applyServerFieldErrors } from '../../components/form/server-errors';
import { useZodForm } from '../../components/form/use-zod-form';
import { LoadingButton } from '../../components/LoadingButton';
import { Modal } from '../../components/Modal';
import { toast } from '../../components/toast';
import { attempt } from '../../query-client';
import { t } from '../../i18n/i18n';

/**
 * "Mark resolved": a required note saying what was done (refunded, matched by hand, ...). A 409
 * (another admin was first) is toasted by the API client; the lists refresh either way.
 */
export function ResolveAnomalyDialog({
  anomaly,
  onClose,
}: {
  anomaly: AnomalyRow;
  onClose: () => void;
}) {
  const resolve = useResolveAnomaly();
  const { control, handleSubmit, formState, setError } = useZodForm(ResolveAnomalySchema, {
    defaultValues: { note: '' },
  });

  const onSubmit = handleSubmit(async ({ note }) => {
    const result = await attempt(resolve.mutateAsync({ id: anomaly.id, note }));
    if (result.ok) {
      toast.success(t('money.resolve.done'));
      onClose();
      return;
    }
    if (!applyServerFieldErrors(setError, result.error.fields, ['note'])) onClose();
  });

  return (
    <Modal open title={t('money.resolve.title')} onClose={onClose}>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={t('money.resolve.formLabel')}
      >
        <Typography variant="body2" sx={{ mb: 2 }}>
          <strong>{t('money.anomaly.kind', { kind: anomaly.kind })}</strong>
          {anomaly.order_id && ` · ${t('money.resolve.order', { id: anomaly.order_id })}`}
        </Typography>
        <FormTextField
          control={control}
          name="note"
          label={t('money.resolve.note')}
          required
          autoFocus
          multiline
          minRows={3}
          helperText={t('money.resolve.noteHint')}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 3 }}>
          <Button onClick={onClose} color="inherit">
            {t('money.resolve.cancel')}
          </Button>
          <LoadingButton type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('money.resolve.submit')}
          </LoadingButton>
        </Stack>
      </Box>
    </Modal>
  );
}
