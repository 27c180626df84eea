import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { FormEvent } from 'react';
import type { HostRow } from '../../../shared/admin/schemas';
import { ADMIN_MSG, SuspendHostSchema } from '../../../shared/admin/suspension';
import { useSuspendHost, useUnsuspendHost } from '../../api/admin';
import { FormTextField } from '../../components/form/FormTextField';
import { applyServerFieldErrors } from '../../components/form/server-errors';
import { useZodForm } from '../../components/form/use-zod-form';
import { LoadingButton } from '../../components/LoadingButton';
import { Modal } from '../../components/Modal';
import { toast } from '../../components/toast';
import { attempt } from '../../query-client';

/** Suspend (with a required reason) or unsuspend a host, after saying what it does. */
export function HostStatusDialog({ host, onClose }: { host: HostRow; onClose: () => void }) {
  return host.suspended_at ? (
    <UnsuspendDialog host={host} onClose={onClose} />
  ) : (
    <SuspendDialog host={host} onClose={onClose} />
  );
}

const who = (host: HostRow) =>
  host.organisation_name ? `${host.name} (${host.organisation_name})` : host.name;

function Buttons({
  onClose,
  loading,
  children,
  color,
}: {
  onClose: () => void;
  loading: boolean;
  children: string;
  color: 'error' | 'primary';
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 3 }}>
      <Button onClick={onClose} color="inherit">
        Cancel
      </Button>
      <LoadingButton type="submit" variant="contained" color={color} loading={loading}>
        {children}
      </LoadingButton>
    </Stack>
  );
}

function SuspendDialog({ host, onClose }: { host: HostRow; onClose: () => void }) {
  const suspend = useSuspendHost();
  const { control, handleSubmit, formState, setError } = useZodForm(SuspendHostSchema, {
    defaultValues: { reason: '' },
  });

  const onSubmit = handleSubmit(async ({ reason }) => {
    const result = await attempt(suspend.mutateAsync({ id: host.id, reason }));
    if (result.ok) {
      toast.success(ADMIN_MSG.suspended);
      onClose();
      return;
    }
    if (!applyServerFieldErrors(setError, result.error.fields, ['reason'])) onClose();
  });

  return (
    <Modal open title="Suspend host" onClose={onClose}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Suspend host">
        <Typography sx={{ mb: 1.5 }}>
          Suspend <strong>{who(host)}</strong>?
        </Typography>
        <Alert severity="warning" sx={{ mb: 2.5 }}>
          They are logged out at once and cannot log in, create or publish events until you
          unsuspend them. Their published events stay visible; unpublish any that must go. We email
          them the reason below.
        </Alert>
        <FormTextField
          control={control}
          name="reason"
          label="Reason"
          required
          autoFocus
          multiline
          minRows={3}
          helperText="The host reads this in the email, e.g. prize money not paid."
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <Buttons onClose={onClose} loading={formState.isSubmitting} color="error">
          Suspend host
        </Buttons>
      </Box>
    </Modal>
  );
}

function UnsuspendDialog({ host, onClose }: { host: HostRow; onClose: () => void }) {
  const unsuspend = useUnsuspendHost();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const result = await attempt(unsuspend.mutateAsync({ id: host.id }));
    if (result.ok) toast.success(ADMIN_MSG.unsuspended);
    onClose();
  };

  return (
    <Modal open title="Unsuspend host" onClose={onClose}>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        aria-label="Unsuspend host"
      >
        <Typography sx={{ mb: 1.5 }}>
          Unsuspend <strong>{who(host)}</strong>? They can log in, create and publish events again,
          and we email them that their account is active.
        </Typography>
        {host.suspension_reason && (
          <Typography variant="body2" color="text.secondary">
            Suspended for: {host.suspension_reason}
          </Typography>
        )}
        <Buttons onClose={onClose} loading={unsuspend.isPending} color="primary">
          Unsuspend host
        </Buttons>
      </Box>
    </Modal>
  );
}
