import { Box, Button, Stack, Typography } from '@mui/material';
import { useController } from 'react-hook-form';
import { EVENT_CONTACT_MSG, EventContactSchema } from '../../../shared/event-contact/schemas';
import type { Event } from '../../../shared/events/schemas';
import { useContactOrganiser } from '../../api/event-contact';
import { useAuth } from '../../auth/auth-context';
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
      toast.success(EVENT_CONTACT_MSG.sent);
      onClose();
      return;
    }
    applyServerFieldErrors(setError, result.error.fields, FIELDS);
  });

  return (
    <Modal open title="Contact organiser" onClose={onClose}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Contact organiser">
        <Typography variant="body2" sx={{ mb: 2 }}>
          Your message about <strong>{event.title}</strong> goes to {organiser} by email. They reply
          to the address you give here.
        </Typography>
        <Stack spacing={2}>
          <FormTextField
            control={control}
            name="name"
            label="Your name"
            required
            autoComplete="name"
            autoFocus={!user}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <FormTextField
            control={control}
            name="email"
            label="Your email"
            type="email"
            required
            autoComplete="email"
            slotProps={{ htmlInput: { maxLength: 254 } }}
          />
          <FormTextField
            control={control}
            name="message"
            label="Message"
            required
            autoFocus={Boolean(user)}
            multiline
            minRows={4}
            helperText="10 to 2000 characters"
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
            Leave this empty
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
            Cancel
          </Button>
          <LoadingButton type="submit" variant="contained" loading={formState.isSubmitting}>
            Send message
          </LoadingButton>
        </Stack>
      </Box>
    </Modal>
  );
}
