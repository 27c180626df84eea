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
import { formatDisplayDate } from '../../../shared/date-format';
import type { Dependant } from '../../../shared/dependants/schemas';
import { MSG } from '../../../shared/messages';
import { useDeleteDependant, useDependants } from '../../api/users';
import {
  readableOutlinedButtonSx,
  readableTextButtonSx,
} from '../../components/events/readable-buttons';
import { LoadingButton } from '../../components/LoadingButton';
import { Modal } from '../../components/Modal';
import { toast } from '../../components/toast';
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
    <Modal open={Boolean(dependant)} title="Delete dependant?" onClose={onClose} maxWidth="xs">
      <Typography sx={{ mb: 2 }}>
        {dependant?.name} will be removed from your account. You can add them again later.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onClose} sx={readableTextButtonSx}>
          Keep
        </Button>
        <LoadingButton
          color="error"
          variant="contained"
          loading={remove.isPending}
          onClick={async () => {
            const result = await attempt(remove.mutateAsync(dependant!.id));
            if (result.ok) toast.success(MSG.success);
            onClose();
          }}
        >
          Delete
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
          Born {formatDisplayDate(d.date_of_birth)} · {d.gender === 'male' ? 'Male' : 'Female'}
          {locked && ` · ${d.registrations} registration${d.registrations === 1 ? '' : 's'}`}
        </Typography>
      </Box>
      <Tooltip title="Edit">
        <IconButton aria-label={`Edit ${d.name}`} onClick={onEdit}>
          <EditOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={locked ? 'Has registrations, so it stays' : 'Delete'}>
        {/* A span keeps the tooltip on a disabled button. */}
        <span>
          <IconButton aria-label={`Delete ${d.name}`} onClick={onDelete} disabled={locked}>
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
        Children or others you register for events. Each is checked against a category&apos;s age
        and gender limits on the event&apos;s start date.
      </Typography>
      {query.data ? (
        query.data.length === 0 ? (
          <Typography color="text.secondary">No dependants yet.</Typography>
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
        <Alert severity="error">Your dependants could not be loaded.</Alert>
      ) : (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
          <CircularProgress aria-label="Loading dependants" />
        </Box>
      )}
      <Box>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => setEditing('new')}
          sx={readableOutlinedButtonSx}
        >
          Add Dependant
        </Button>
      </Box>
      <Modal
        open={editing !== null}
        title={editing === 'new' ? 'Add a dependant' : 'Edit dependant'}
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
