import { Box, Button, Stack, Typography } from '@mui/material';
import {
  PAYMENTS_MSG,
  ResolveAnomalySchema,
  type AnomalyRow,
} from '../../../shared/payments/schemas';
import { useResolveAnomaly } from '../../api/payments';
import { FormTextField } from '../../components/form/FormTextField';
import { applyServerFieldErrors } from '../../components/form/server-errors';
import { useZodForm } from '../../components/form/use-zod-form';
import { LoadingButton } from '../../components/LoadingButton';
import { Modal } from '../../components/Modal';
import { toast } from '../../components/toast';
import { ANOMALY_LABELS } from './payment-format';
import { attempt } from '../../query-client';

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
      toast.success(PAYMENTS_MSG.resolved);
      onClose();
      return;
    }
    if (!applyServerFieldErrors(setError, result.error.fields, ['note'])) onClose();
  });

  return (
    <Modal open title="Mark anomaly resolved" onClose={onClose}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Resolve anomaly">
        <Typography variant="body2" sx={{ mb: 2 }}>
          <strong>{ANOMALY_LABELS[anomaly.kind] ?? anomaly.kind}</strong>
          {anomaly.order_id && ` · order ${anomaly.order_id}`}
        </Typography>
        <FormTextField
          control={control}
          name="note"
          label="Resolution note"
          required
          autoFocus
          multiline
          minRows={3}
          helperText="What was done, e.g. refunded on the Razorpay dashboard with its reference."
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 3 }}>
          <Button onClick={onClose} color="inherit">
            Cancel
          </Button>
          <LoadingButton type="submit" variant="contained" loading={formState.isSubmitting}>
            Mark resolved
          </LoadingButton>
        </Stack>
      </Box>
    </Modal>
  );
}
