import { Alert, Box, Chip, CircularProgress, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { PublicUser } from '../../../shared/users/user';
import { useHost } from '../../api/hosts';
import { Modal } from '../../components/Modal';
import { t } from '../../i18n/i18n';

/** §2 users-details/{userId}: the host's fields in a grid, in a modal. */
export function UserDetailsModal({ userId, onClose }: { userId: string; onClose: () => void }) {
  const host = useHost(userId);
  return (
    <Modal open title={t('admin.details.title')} onClose={onClose} maxWidth="md">
      {host.data ? (
        <UserFields user={host.data} />
      ) : host.isError ? (
        <Alert severity="error">{t('admin.details.loadError')}</Alert>
      ) : (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
          <CircularProgress aria-label={t('admin.loading')} />
        </Box>
      )}
    </Modal>
  );
}

const orDash = (v: string | number | null) => (v === null || v === '' ? '—' : v);

function UserFields({ user }: { user: PublicUser }) {
  // Bank fields are not listed: the API shows them to their owner only.
  return (
    <FieldGrid>
      <Field label={t('admin.column.name')}>{user.name}</Field>
      <Field label={t('admin.column.email')}>{user.email}</Field>
      <Field label={t('admin.column.phone')}>{user.phone_number}</Field>
      <Field label={t('admin.column.role')}>{t('admin.role', { role: user.role })}</Field>
      <Field label={t('admin.details.organisation')}>{orDash(user.organisation_name)}</Field>
      <Field label={t('admin.details.verified')}>
        <Chip
          size="small"
          label={user.email_verified ? t('admin.details.yes') : t('admin.details.no')}
          color={user.email_verified ? 'success' : 'default'}
          variant="outlined"
        />
      </Field>
      <Field label={t('admin.details.address')} wide>
        {orDash(user.address)}
      </Field>
    </FieldGrid>
  );
}

function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Grid container component="dl" spacing={2} sx={{ m: 0 }}>
      {children}
    </Grid>
  );
}

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Grid size={{ xs: 12, sm: wide ? 12 : 6 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Grid>
  );
}
