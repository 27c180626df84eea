import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedOutlinedIcon from '@mui/icons-material/UnpublishedOutlined';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Event } from '../../../shared/events/schemas';
import { useDeleteEvent, usePublishEvent, useUnpublishEvent } from '../../api/event-lifecycle';
import { LoadingButton } from '../../components/LoadingButton';
import { CloseRegistrationButton } from '../../components/events/CloseRegistrationButton';
import { Modal } from '../../components/Modal';
import { toast } from '../../components/toast';
import { readableOutlinedButtonSx } from '../../components/events/readable-buttons';
import { eventPaths } from '../../components/events/event-paths';
import { t } from '../../i18n/i18n';
import { attempt } from '../../query-client';

/**
 * Publish, Unpublish and Delete for the event's host or an admin (issue 13). Unpublish and
 * Delete are offered only while nobody has registered; the server refuses them otherwise. While
 * registration is open, Close registration (issue 18).
 */
export function EventLifecycleActions({ event }: { event: Event }) {
  const navigate = useNavigate();
  const publish = usePublishEvent();
  const unpublish = useUnpublishEvent();
  const remove = useDeleteEvent();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const free = event.has_registrations === false;

  const onPublish = async () => {
    const result = await attempt(publish.mutateAsync(event.id));
    if (result.ok) toast.success(t('hostEvents.lifecycle.published'));
  };
  const onUnpublish = async () => {
    const result = await attempt(unpublish.mutateAsync(event.id));
    if (result.ok) toast.success(t('hostEvents.lifecycle.unpublished'));
  };
  const onDelete = async () => {
    const result = await attempt(remove.mutateAsync(event.id));
    setConfirmDelete(false);
    if (result.ok) {
      toast.success(t('hostEvents.lifecycle.deleted'));
      navigate(eventPaths.appList, { replace: true });
    }
  };

  return (
    <>
      {event.status === 'draft' ? (
        <LoadingButton
          variant="contained"
          size="large"
          startIcon={<PublishIcon />}
          loading={publish.isPending}
          onClick={() => void onPublish()}
        >
          {t('hostEvents.lifecycle.publish')}
        </LoadingButton>
      ) : (
        free && (
          <LoadingButton
            variant="outlined"
            size="large"
            startIcon={<UnpublishedOutlinedIcon />}
            loading={unpublish.isPending}
            onClick={() => void onUnpublish()}
            sx={readableOutlinedButtonSx}
          >
            {t('hostEvents.lifecycle.unpublish')}
          </LoadingButton>
        )
      )}
      {/* Issue 18: registration ends early so the draws can be made. */}
      {event.status === 'published' && event.registration_state === 'open' && (
        <CloseRegistrationButton event={event} />
      )}
      {free && (
        <Button
          variant="outlined"
          color="error"
          size="large"
          startIcon={<DeleteOutlineIcon />}
          onClick={() => setConfirmDelete(true)}
        >
          {t('hostEvents.lifecycle.delete')}
        </Button>
      )}
      <Modal
        open={confirmDelete}
        title={t('hostEvents.lifecycle.deleteTitle')}
        onClose={() => setConfirmDelete(false)}
        maxWidth="xs"
      >
        <Typography>{t('hostEvents.lifecycle.deleteText', { title: event.title })}</Typography>
        <Stack direction="row" spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button color="inherit" onClick={() => setConfirmDelete(false)}>
            {t('hostEvents.lifecycle.keep')}
          </Button>
          <LoadingButton
            variant="contained"
            color="error"
            loading={remove.isPending}
            onClick={() => void onDelete()}
          >
            {t('hostEvents.lifecycle.deleteEvent')}
          </LoadingButton>
        </Stack>
      </Modal>
    </>
  );
}
