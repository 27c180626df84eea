import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Modifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { t } from '../../i18n/i18n';
import { moved } from './draw-form';

type Candidate = { participation_id: string; name: string; organisation: string | null };

/** A seeding list moves up and down only. */
const alongTheList: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * The category's entrants. Seeded by hand, the list is the seeding (best first): an entrant is
 * dragged by its handle (mouse, finger, or the keyboard: space, arrows, space) or moved a place
 * with the up and down buttons. dnd-kit (decision 026) announces each move to screen readers.
 */
export function SeedingList({
  entrants,
  order,
  onOrder,
}: {
  entrants: Candidate[];
  /** Registration ids in seed order; null: not seeded by hand (the list as registered). */
  order: string[] | null;
  onOrder: (order: string[]) => void;
}) {
  const byId = new Map(entrants.map((e) => [e.participation_id, e]));
  const listed = order
    ? order.map((id) => byId.get(id)).filter((e): e is Candidate => Boolean(e))
    : entrants;
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a tap on the handle stays a tap.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const list = (
    <Stack
      component={order ? 'ol' : 'ul'}
      aria-label={
        order ? t('competition.seeding.listSeeded') : t('competition.seeding.listEntrants')
      }
      spacing={0.75}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {listed.map((e, i) =>
        order ? (
          <SortableEntrant key={e.participation_id} entrant={e} seed={i + 1}>
            <IconButton
              aria-label={t('competition.seeding.moveUp', { name: e.name })}
              disabled={i === 0}
              onClick={() => onOrder(moved(order, i, -1))}
            >
              <ArrowUpwardIcon />
            </IconButton>
            <IconButton
              aria-label={t('competition.seeding.moveDown', { name: e.name })}
              disabled={i === listed.length - 1}
              onClick={() => onOrder(moved(order, i, 1))}
            >
              <ArrowDownwardIcon />
            </IconButton>
          </SortableEntrant>
        ) : (
          <Box component="li" key={e.participation_id} data-testid="draw-entrant" sx={rowSx}>
            <EntrantText entrant={e} />
          </Box>
        ),
      )}
    </Stack>
  );
  if (!order) return list;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = order.indexOf(String(active.id));
    const to = order.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onOrder(arrayMove(order, from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[alongTheList]}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) =>
            t('competition.seeding.pickedUp', { name: nameOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over
              ? t('competition.seeding.over', {
                  name: nameOf(active.id),
                  seed: order.indexOf(String(over.id)) + 1,
                })
              : '',
          onDragEnd: ({ active, over }) =>
            over
              ? t('competition.seeding.droppedAt', {
                  name: nameOf(active.id),
                  seed: order.indexOf(String(over.id)) + 1,
                })
              : t('competition.seeding.dropped', { name: nameOf(active.id) }),
          onDragCancel: ({ active }) =>
            t('competition.seeding.cancelled', { name: nameOf(active.id) }),
        },
        screenReaderInstructions: { draggable: t('competition.seeding.instructions') },
      }}
    >
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        {list}
      </SortableContext>
    </DndContext>
  );

  function nameOf(id: string | number) {
    return byId.get(String(id))?.name ?? t('competition.seeding.theEntrant');
  }
}

const rowSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  px: 1.5,
  py: 0.75,
  minHeight: 52,
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  bgcolor: 'background.paper',
} as const;

function SortableEntrant({
  entrant,
  seed,
  children,
}: {
  entrant: Candidate;
  seed: number;
  children: ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: entrant.participation_id });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-testid="draw-entrant"
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        ...rowSx,
        pl: 0.5,
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        boxShadow: isDragging ? 6 : 'none',
        borderColor: isDragging ? 'primary.main' : 'divider',
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('competition.seeding.drag', { name: entrant.name })}
        // The finger drags the row instead of scrolling the page.
        sx={{ touchAction: 'none', cursor: isDragging ? 'grabbing' : 'grab', flexShrink: 0 }}
      >
        <DragIndicatorIcon />
      </IconButton>
      <Typography
        aria-hidden
        sx={{ width: 28, flexShrink: 0, fontWeight: 800, color: 'primary.dark' }}
      >
        {seed}
      </Typography>
      <EntrantText entrant={entrant} />
      <Stack direction="row" sx={{ flexShrink: 0 }}>
        {children}
      </Stack>
    </Box>
  );
}

function EntrantText({ entrant }: { entrant: Candidate }) {
  return (
    <Box sx={{ flexGrow: 1, minWidth: 0 }}>
      <Typography data-testid="entrant-name" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {entrant.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {entrant.organisation ?? t('competition.seeding.noOrganisation')}
      </Typography>
    </Box>
  );
}
