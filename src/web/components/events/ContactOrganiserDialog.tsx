import { Box, Button, Stack, Typography } from '@mui/material';
import { useController } from 'react-hook-form';
import { EventContactSchema } from '../../../shared/event-contact/schemas';
import type { Event } from '../../../shared/events/schemas';
import { useContactOrganiser } from '../../api/event-contact';
import { useAuth } from '../../auth/auth-context';
import { t } from '../../i18n/i18n';
import { withElements } from '../../i18n/with-elements';
import { FormTextField } from '../form/FormTextField';
import { applyServerFieldErrors } from '../form/server-errors';
import { useZodForm } from '../form/use-zod-form';
import { LoadingButton } from '../LoadingButton';
import { Modal } from '../Modal';
import { attempt } from '../../query-client';
import { toast } from '../toast';

const FIELDS = ['name', 'email', 'message'] as const;

/**
 * "Contact organiser": name, email and a message (10–2000 characters), mailed to the host, who
 * answers by replying. The host's address is never shown; a signed-in user's name and email are
 * filled in. `website` is a honeypot, out of sight and out of the tab order.
 */
export default function ContactOrganiserDialog({
  event,
  onClose,
}: {
  event: Event;
  onClose: () => void;
}) {
  const { user } = useAuth();
  const contact = useContactOrganiser();
  const { control, handleSubmit, formState, setError } = useZodForm(EventContactSchema, {
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '', message: '', website: '' },
  });
  const honeypot = useController({ control, name: 'website' });
  const organiser = event.host_details.organisation_name || event.host_details.name;

  const onSubmit = handleSubmit(async (body) => {
    const result = await attempt(contact.mutateAsync({ eventId: event.id, body }));
    if (result.ok) {
      toast.success(t('event.contact.sent'));
      onClose();
      return;
    }
    applyServerFieldErrors(setError, result.error.fields, FIELDS);
  });

  return (
    <Modal open title={t('event.contact.title')} onClose={onClose}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('event.contact.title')}>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {withElements(
            'event.contact.intro',
            { title: <strong>{event.title}</strong> },
            { organiser },
          )}
        </Typography>
        <Stack spacing={2}>
          <FormTextField
            control={control}
            name="name"
            label={t('event.contact.name')}
            required
            autoComplete="name"
            autoFocus={!user}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <FormTextField
            control={control}
            name="email"
            label={t('event.contact.email')}
            type="email"
            required
            autoComplete="email"
            slotProps={{ htmlInput: { maxLength: 254 } }}
          />
          <FormTextField
            control={control}
            name="message"
            label={t('event.contact.message')}
            required
            autoFocus={Boolean(user)}
            multiline
            minRows={4}
            helperText={t('event.contact.messageHelp')}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </Stack>
        {/* Bots fill every field; people never see this one. */}
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            left: -10_000,
            width: '1px',
            height: '1px',
            overflow: 'hidden',
          }}
        >
          <label>
            {t('event.contact.honeypot')}
            <input
              tabIndex={-1}
              autoComplete="off"
              name={honeypot.field.name}
              value={honeypot.field.value ?? ''}
              onChange={honeypot.field.onChange}
            />
          </label>
        </Box>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 3 }}>
          <Button onClick={onClose} color="inherit">
            {t('event.contact.cancel')}
          </Button>
          <LoadingButton type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('event.contact.send')}
          </LoadingButton>
        </Stack>
      </Box>
    </Modal>
  );
}
