import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { FormEvent } from 'react';
import type { HostRow } from '../../../shared/admin/schemas';
import { SuspendHostSchema } from '../../../shared/admin/suspension';
import { useSuspendHost, useUnsuspendHost } from '../../api/admin';
import { FormTextField } from '../../components/form/FormTextField';
import { applyServerFieldErrors } from '../../components/form/server-errors';
import { useZodForm } from '../../components/form/use-zod-form';
import { LoadingButton } from '../../components/LoadingButton';
import { Modal } from '../../components/Modal';
import { toast } from '../../components/toast';
import { t } from '../../i18n/i18n';
import { withElements } from '../../i18n/with-elements';
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
        {t('admin.cancel')}
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
      toast.success(t('admin.suspend.done'));
      onClose();
      return;
    }
    if (!applyServerFieldErrors(setError, result.error.fields, ['reason'])) onClose();
  });

  return (
    <Modal open title={t('admin.suspend.title')} onClose={onClose}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('admin.suspend.title')}>
        <Typography sx={{ mb: 1.5 }}>
          {withElements('admin.suspend.question', { who: <strong>{who(host)}</strong> })}
        </Typography>
        <Alert severity="warning" sx={{ mb: 2.5 }}>
          {t('admin.suspend.warning')}
        </Alert>
        <FormTextField
          control={control}
          name="reason"
          label={t('admin.suspend.reason')}
          required
          autoFocus
          multiline
          minRows={3}
          helperText={t('admin.suspend.reasonHint')}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <Buttons onClose={onClose} loading={formState.isSubmitting} color="error">
          {t('admin.suspend.title')}
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
    if (result.ok) toast.success(t('admin.unsuspend.done'));
    onClose();
  };

  return (
    <Modal open title={t('admin.unsuspend.title')} onClose={onClose}>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        aria-label={t('admin.unsuspend.title')}
      >
        <Typography sx={{ mb: 1.5 }}>
          {withElements('admin.unsuspend.question', { who: <strong>{who(host)}</strong> })}
        </Typography>
        {host.suspension_reason && (
          <Typography variant="body2" color="text.secondary">
            {t('admin.unsuspend.reason', { reason: host.suspension_reason })}
          </Typography>
        )}
        <Buttons onClose={onClose} loading={unsuspend.isPending} color="primary">
          {t('admin.unsuspend.title')}
        </Buttons>
      </Box>
    </Modal>
  );
}
