import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { formatDisplayDate } from '../../i18n/dates';
import type { Dependant } from '../../../shared/dependants/schemas';
import { useDeleteDependant, useDependants } from '../../api/users';
import {
  readableOutlinedButtonSx,
  readableTextButtonSx,
} from '../../components/events/readable-buttons';
import { LoadingButton } from '../../components/LoadingButton';
import { Modal } from '../../components/Modal';
import { toast } from '../../components/toast';
import { t } from '../../i18n/i18n';
import { DependantForm } from './DependantForm';
import { attempt } from '../../query-client';

function DeleteDialog({
  userId,
  dependant,
  onClose,
}: {
  userId: string;
  dependant: Dependant | null;
  onClose: () => void;
}) {
  const remove = useDeleteDependant(userId);
  return (
    <Modal
      open={Boolean(dependant)}
      title={t('settings.dependants.deleteTitle')}
      onClose={onClose}
      maxWidth="xs"
    >
      <Typography sx={{ mb: 2 }}>
        {t('settings.dependants.deleteText', { name: dependant?.name })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onClose} sx={readableTextButtonSx}>
          {t('settings.dependants.keep')}
        </Button>
        <LoadingButton
          color="error"
          variant="contained"
          loading={remove.isPending}
          onClick={async () => {
            const result = await attempt(remove.mutateAsync(dependant!.id));
            if (result.ok) toast.success(t('settings.saved'));
            onClose();
          }}
        >
          {t('settings.dependants.delete')}
        </LoadingButton>
      </Stack>
    </Modal>
  );
}

function DependantRow({
  dependant: d,
  onEdit,
  onDelete,
}: {
  dependant: Dependant;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const locked = d.registrations > 0;
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="dependant"
      sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{d.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('settings.dependants.about', {
            date: formatDisplayDate(d.date_of_birth),
            gender: d.gender,
          })}
          {locked && ` · ${t('settings.dependants.registrations', { count: d.registrations })}`}
        </Typography>
      </Box>
      <Tooltip title={t('settings.dependants.edit')}>
        <IconButton
          aria-label={t('settings.dependants.editName', { name: d.name })}
          onClick={onEdit}
        >
          <EditOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={locked ? t('settings.dependants.locked') : t('settings.dependants.delete')}>
        {/* A span keeps the tooltip on a disabled button. */}
        <span>
          <IconButton
            aria-label={t('settings.dependants.deleteName', { name: d.name })}
            onClick={onDelete}
            disabled={locked}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Paper>
  );
}

/**
 * /app/settings, participants: the people they register besides themself (issue 13). Adding one
 * needs the guardian confirmation; one with registrations cannot be deleted (decision 015).
 * `adding` opens the Add form at once (the participate page's "Add a dependant"), and `onAdded`
 * takes the player on once one is added.
 */
export function DependantsSection({
  userId,
  adding = false,
  onAdded,
}: {
  userId: string;
  adding?: boolean;
  onAdded?: (dependant: Dependant) => void;
}) {
  const query = useDependants(userId);
  const [editing, setEditing] = useState<Dependant | 'new' | null>(adding ? 'new' : null);
  const [deleting, setDeleting] = useState<Dependant | null>(null);
  // "Add a dependant" on the participate page links here (/app/settings?add=dependant#dependants).
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#dependants') document.getElementById('dependants')?.scrollIntoView?.();
  }, [hash]);

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('settings.dependants.intro')}
      </Typography>
      {query.data ? (
        query.data.length === 0 ? (
          <Typography color="text.secondary">{t('settings.dependants.none')}</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {query.data.map((d) => (
              <DependantRow
                key={d.id}
                dependant={d}
                onEdit={() => setEditing(d)}
                onDelete={() => setDeleting(d)}
              />
            ))}
          </Stack>
        )
      ) : query.isError ? (
        <Alert severity="error">{t('settings.dependants.error')}</Alert>
      ) : (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
          <CircularProgress aria-label={t('settings.dependants.loading')} />
        </Box>
      )}
      <Box>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => setEditing('new')}
          sx={readableOutlinedButtonSx}
        >
          {t('settings.dependants.add')}
        </Button>
      </Box>
      <Modal
        open={editing !== null}
        title={
          editing === 'new' ? t('settings.dependants.addTitle') : t('settings.dependants.editTitle')
        }
        onClose={() => setEditing(null)}
      >
        {editing !== null && (
          <DependantForm
            userId={userId}
            dependant={editing === 'new' ? undefined : editing}
            onDone={(saved) => {
              const added = editing === 'new';
              setEditing(null);
              if (added) onAdded?.(saved);
            }}
          />
        )}
      </Modal>
      <DeleteDialog userId={userId} dependant={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
