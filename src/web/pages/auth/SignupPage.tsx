import { Box, Button, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { toast } from '../../components/toast';
import { SignupRequestSchema } from '../../../shared/auth/schemas';
import { MSG } from '../../../shared/messages';
import { register } from '../../api/auth';
import { hasErrorCode } from '../../api/client';
import { LoadingButton } from '../../components/LoadingButton';
import {
  AccountFieldGrid,
  COMMON_FIELDS,
  HOST_FIELDS,
  PARTICIPANT_FIELDS,
} from '../../components/form/AccountFields';
import { PasswordField } from '../../components/form/PasswordField';
import { applyServerFieldErrors } from '../../components/form/server-errors';
import { useZodForm } from '../../components/form/use-zod-form';
import { WhatsAppOptInField } from '../../components/form/WhatsAppOptInField';
import { t } from '../../i18n/i18n';
import { AuthCard, AuthDivider, secondaryActionSx } from './AuthCard';
import { RoleChoice } from './RoleChoice';

const SIGNUP_REQUIRED = new Set(['name', 'email', 'phone_number']);
const FORM_FIELDS = [
  ...COMMON_FIELDS,
  ...HOST_FIELDS,
  ...PARTICIPANT_FIELDS,
  'password',
  'confirm_password',
  'whatsapp_opt_in',
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The app page a guest was headed for (RequireAuth's `from`), kept through signing up. */
function returnTo(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/app/') ? from : undefined;
}

export default function SignupPage() {
  const navigate = useNavigate();
  const from = returnTo(useLocation().state);
  const { control, handleSubmit, formState, setError } = useZodForm(SignupRequestSchema, {
    // The other role's fields leave the form (and the payload) when they are hidden.
    shouldUnregister: true,
    // A team's join link (issue 28) is for players.
    defaultValues: { role: from?.startsWith('/app/teams/') ? 'Participant' : 'Host' },
  });
  const role = useWatch({ control, name: 'role' }) ?? 'Host';

  const onSubmit = handleSubmit(async (values) => {
    const result = await register(values);
    if (result.ok) {
      toast.success(MSG.success);
      // Logging in then goes on to where they were headed (GuestOnly reads `from`).
      await navigate('/login', { state: { signedUpEmail: values.email, from } });
      return;
    }
    if (hasErrorCode(result.error, 'errors.auth.emailTaken')) {
      setError('email', { type: 'server', message: result.error.message }, { shouldFocus: true });
    } else {
      applyServerFieldErrors(setError, result.error.fields, FORM_FIELDS);
    }
  });

  return (
    <AuthCard title={t('auth.createAccount')} subtitle={t('auth.signup.subtitle')} maxWidth={680}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <RoleChoice value={field.value ?? 'Host'} onChange={field.onChange} />
          )}
        />
        <Section title={t('auth.signup.yourDetails')}>
          <AccountFieldGrid
            control={control}
            names={COMMON_FIELDS}
            isRequired={(name) => SIGNUP_REQUIRED.has(name)}
          />
          <Box sx={{ mt: 1.5 }}>
            <WhatsAppOptInField control={control} />
          </Box>
        </Section>
        {role === 'Host' ? (
          <Section title={t('auth.signup.hostDetails')}>
            <AccountFieldGrid key="host" control={control} names={HOST_FIELDS} />
          </Section>
        ) : (
          <Section title={t('auth.signup.playerDetails')}>
            <AccountFieldGrid key="participant" control={control} names={PARTICIPANT_FIELDS} />
          </Section>
        )}
        <Section title={t('auth.password')}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <PasswordField
                control={control}
                name="password"
                label={t('auth.password')}
                autoComplete="new-password"
                helperText={t('auth.passwordHint')}
                required
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <PasswordField
                control={control}
                name="confirm_password"
                label={t('auth.confirmPassword')}
                autoComplete="new-password"
                required
              />
            </Grid>
          </Grid>
        </Section>
        <LoadingButton
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={formState.isSubmitting}
          sx={{ mt: 4 }}
        >
          {t('auth.signup.submit')}
        </LoadingButton>
      </Box>
      <AuthDivider>{t('auth.signup.haveAccount')}</AuthDivider>
      <Button
        component={RouterLink}
        to="/login"
        state={from ? { from } : undefined}
        variant="outlined"
        size="large"
        fullWidth
        sx={secondaryActionSx}
      >
        {t('auth.signup.logIn')}
      </Button>
    </AuthCard>
  );
}
