import { hasErrorCode } from '../../api/client';
import { Alert, Box, Grid, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useLocation } from 'react-router';
import { toast } from '../../components/toast';
import type { z } from 'zod';
import { ProfileRequestSchema, profileRequiredFields } from '../../../shared/auth/schemas';
import type { MessageKey } from '../../../shared/i18n/catalogs';
import { requiredMessage } from '../../../shared/messages';
import { last4 } from '../../../shared/money/payout-account';
import type { PublicUser } from '../../../shared/users/user';
import { resendVerificationEmail } from '../../api/auth';
import { useCancelEmailChange, useResendEmailChange, useUpdateUser } from '../../api/users';
import { useAuth } from '../../auth/auth-context';
import { LoadingButton } from '../../components/LoadingButton';
import {
  AccountFieldGrid,
  COMMON_FIELDS,
  HOST_FIELDS,
  PARTICIPANT_FIELDS,
  type AccountFieldName,
} from '../../components/form/AccountFields';
import { PasswordField } from '../../components/form/PasswordField';
import { applyServerFieldErrors } from '../../components/form/server-errors';
import { useZodForm } from '../../components/form/use-zod-form';
import { LanguageField } from '../../components/form/LanguageField';
import { WhatsAppOptInField } from '../../components/form/WhatsAppOptInField';
import { currentLanguage, switchPageLanguage, t } from '../../i18n/i18n';
import { attempt } from '../../query-client';

type In = z.input<typeof ProfileRequestSchema>;
type Out = z.output<typeof ProfileRequestSchema>;

const ROLE_FIELDS = { Host: HOST_FIELDS, Participant: PARTICIPANT_FIELDS, Admin: [] } as const;

/** §5 '{label} is required' of the role's required fields, in the page's language. */
const REQUIRED: Record<string, MessageKey> = {
  organisation_name: 'settings.profile.required.organisationName',
  account_number: 'settings.profile.required.accountNumber',
  bank_name: 'settings.profile.required.bankName',
  ifsc_code: 'settings.profile.required.ifscCode',
  account_holder_name: 'settings.profile.required.accountHolderName',
  school_or_college: 'settings.profile.required.schoolOrCollege',
};
const isRequired = (field: string, label: string) => {
  const key = REQUIRED[field];
  return key ? t(key) : requiredMessage(label);
};

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * §5 profile rules on top of the request schema: the role's extra required fields, and the
 * current password whenever the email changes.
 */
function profileSchema(user: PublicUser) {
  const required = Object.entries(requiredFields(user));
  return ProfileRequestSchema.superRefine((values, ctx) => {
    for (const [field, label] of required) {
      const value = values[field as keyof Out];
      if (value === null || value === undefined || value === '') {
        ctx.addIssue({ code: 'custom', path: [field], message: isRequired(field, label) });
      }
    }
    if (!sameEmail(values.email, user.email) && !values.current_password) {
      ctx.addIssue({
        code: 'custom',
        path: ['current_password'],
        message: t('settings.profile.currentPasswordRequired'),
      });
    }
  });
}

/**
 * The role's required fields; a saved account number is not one of them, since it is shown only
 * as its last 4 digits and an empty field keeps it (issue 26).
 */
function requiredFields(user: PublicUser): Record<string, string> {
  const fields = { ...profileRequiredFields(user.role) };
  if (user.account_number) delete fields.account_number;
  return fields;
}

function formValues(user: PublicUser): In {
  const text = (v: string | number | null) => (v === null ? '' : String(v));
  return {
    name: user.name,
    email: user.email,
    phone_number: user.phone_number,
    address: text(user.address),
    organisation_name: text(user.organisation_name),
    account_number: '',
    ifsc_code: text(user.ifsc_code),
    bank_name: text(user.bank_name),
    account_holder_name: text(user.account_holder_name),
    date_of_birth: text(user.date_of_birth),
    height: text(user.height),
    gender: user.gender ?? '',
    school_or_college: text(user.school_or_college),
    current_password: '',
    whatsapp_opt_in: user.whatsapp_opt_in,
    language: user.language,
  };
}

/**
 * The player details' anchor: the participate page's "Add your date of birth" lands on it
 * (issue 29).
 */
const PLAYER_DETAILS = 'player-details';

/** `onSaved`: after a save, e.g. back to the registration that asked for a detail. */
export function ProfileForm({ user, onSaved }: { user: PublicUser; onSaved?: () => void }) {
  const { setUser } = useAuth();
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${PLAYER_DETAILS}`) document.getElementById(PLAYER_DETAILS)?.scrollIntoView?.();
  }, [hash]);
  const update = useUpdateUser(user.id);
  const [resending, setResending] = useState(false);
  const schema = useMemo(() => profileSchema(user), [user]);
  const roleFields = ROLE_FIELDS[user.role];
  const required = useMemo(
    () => new Set<string>([...COMMON_FIELDS, ...Object.keys(requiredFields(user))]),
    [user],
  );
  const { control, handleSubmit, formState, setError, reset } = useZodForm(schema, {
    defaultValues: formValues(user),
  });
  const emailChanged = !sameEmail(useWatch({ control, name: 'email' }) ?? '', user.email);

  const onSubmit = handleSubmit(async (values) => {
    const fields: readonly AccountFieldName[] = [...COMMON_FIELDS, ...roleFields];
    const body: Record<string, unknown> = {};
    for (const field of fields) body[field] = values[field];
    if (user.account_number && !values.account_number) delete body.account_number;
    if (emailChanged) body.current_password = values.current_password;
    body.whatsapp_opt_in = values.whatsapp_opt_in;
    body.language = values.language;

    const result = await attempt(update.mutateAsync(body as Out));
    if (result.ok) {
      toast.success(t('settings.saved'));
      setUser(result.data);
      reset(formValues(result.data));
      // A new language is the pages' too: kept as the visitor's choice, and this page drawn in it.
      if (result.data.language !== currentLanguage()) {
        switchPageLanguage(result.data.language);
        return;
      }
      onSaved?.();
      return;
    }
    if (hasErrorCode(result.error, 'errors.auth.currentPasswordWrong')) {
      setError(
        'current_password',
        { type: 'server', message: result.error.message },
        { shouldFocus: true },
      );
    } else {
      applyServerFieldErrors(setError, result.error.fields, [
        ...fields,
        'current_password',
        'whatsapp_opt_in',
        'language',
      ]);
    }
  });

  const resend = async () => {
    setResending(true);
    await resendVerificationEmail(user.email);
    setResending(false);
  };

  const resendChange = useResendEmailChange(user.id);
  const cancelChange = useCancelEmailChange(user.id);
  const onResendChange = async () => {
    if ((await attempt(resendChange.mutateAsync())).ok)
      toast.success(t('settings.profile.linkSent'));
  };
  const onCancelChange = async () => {
    const result = await attempt(cancelChange.mutateAsync());
    if (result.ok) setUser(result.data);
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        {!user.email_verified && (
          <Alert
            severity="warning"
            action={
              <LoadingButton
                color="inherit"
                size="small"
                loading={resending}
                onClick={() => void resend()}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t('settings.profile.resendLink')}
              </LoadingButton>
            }
          >
            {t('settings.profile.notVerified', { email: user.email })}
          </Alert>
        )}
        {user.pending_email && (
          // Buttons under the text, not beside it: two of them fit a phone's width that way.
          <Alert severity="info">
            {t('settings.profile.pending', { pending: user.pending_email, email: user.email })}
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <LoadingButton
                color="inherit"
                size="small"
                variant="outlined"
                loading={resendChange.isPending}
                onClick={() => void onResendChange()}
              >
                {t('settings.profile.resendLink')}
              </LoadingButton>
              <LoadingButton
                color="inherit"
                size="small"
                loading={cancelChange.isPending}
                onClick={() => void onCancelChange()}
              >
                {t('settings.profile.cancelChange')}
              </LoadingButton>
            </Stack>
          </Alert>
        )}
        <AccountFieldGrid
          control={control}
          names={COMMON_FIELDS}
          isRequired={(name) => required.has(name)}
        />
        <WhatsAppOptInField control={control} />
        <LanguageField control={control} />
        {emailChanged && (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <PasswordField
                control={control}
                name="current_password"
                label={t('settings.currentPassword')}
                helperText={t('settings.profile.currentPasswordHint')}
                required
              />
            </Grid>
          </Grid>
        )}
        {roleFields.length > 0 && (
          <Box
            component="fieldset"
            id={PLAYER_DETAILS}
            sx={{ border: 0, p: 0, m: 0, minWidth: 0, scrollMarginTop: 96 }}
          >
            <Typography component="legend" variant="h6" sx={{ mb: 2, pt: 1 }}>
              {user.role === 'Host'
                ? t('settings.profile.hostDetails')
                : t('settings.profile.playerDetails')}
            </Typography>
            <AccountFieldGrid
              control={control}
              names={roleFields}
              isRequired={(name) => required.has(name)}
              helperTexts={{
                ...(user.account_number && {
                  account_number: t('settings.accountEnding', {
                    last4: last4(user.account_number),
                  }),
                }),
                // Issue 29: worked out from an age given earlier, until they save one themselves.
                ...(user.date_of_birth_estimated && {
                  date_of_birth: t('settings.profile.dateOfBirthEstimated'),
                }),
              }}
            />
          </Box>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <LoadingButton
            type="submit"
            variant="contained"
            size="large"
            loading={formState.isSubmitting}
            sx={{ minWidth: { xs: '100%', sm: 160 } }}
          >
            {t('settings.profile.save')}
          </LoadingButton>
        </Box>
      </Stack>
    </Box>
  );
}
