// Not the Search icon the About page uses: that one is a shared chunk, one more file to list.
import { Box, Button, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { FILTER_INPUT_MIN_HEIGHT } from '../../../shared/constants';
import { activeFilterCount } from '../../../shared/events/search';
import { t } from '../../i18n/i18n';
import { controlSx } from './control-sx';
import { WIDE_SCREEN, chosenInDrawing, loadFilterPanel, loadedFilterPanel } from './filter-panel';
import type { FilterPanelProps } from './filter-panel-props';
import { useAddressText } from './use-event-search';
import { Icon } from '../../components/Icon';

function subscribeWide(onChange: () => void) {
  const query = window.matchMedia(WIDE_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const isWide = () => window.matchMedia(WIDE_SCREEN).matches;
// The server draws the panel for every width; CSS hides it on a phone until "Filters" opens it.
const drawnEverywhere = () => true;
const noSubscription = () => () => {};

const KEEP_DRAWING = { __html: '' };

/**
 * The /events search box and filters, in one GET form to /events: in the server's drawing they
 * work as plain HTML before the app has taken over; afterwards every change goes to the address
 * (the text after a pause). On a phone the filters fold behind a "Filters" button; from 768 px
 * they sit in a row above the cards.
 */
export function EventSearchControls({ search, update, clear }: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const wide = useSyncExternalStore(subscribeWide, isWide, drawnEverywhere);
  const [Panel, setPanel] = useState(loadedFilterPanel);
  // True when this render is the server's drawing or its hydration, and then for good: the
  // server's drawing of the panel is in the page (the first state is kept).
  const [drawn] = useState(
    useSyncExternalStore(
      noSubscription,
      () => false,
      () => true,
    ),
  );
  const wanted = open || wide;
  // The kept drawing of the panel and the search it was drawn for: what was changed in it is
  // what the chunk's panel takes over.
  const drawing = useRef<HTMLDivElement>(null);
  const [drawnFor] = useState(search);
  const latestUpdate = useRef(update);
  useEffect(() => {
    latestUpdate.current = update;
  });
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    // The width read now, not the hydration render's (the server's "wide"): a phone that
    // hydrates the drawn page does not load the panel until "Filters" is pressed.
    if ((open || isWide()) && !Panel)
      void loadFilterPanel().then((loaded) => {
        // Typed or picked in the drawing meanwhile: carried over, and the field keeps focus.
        const kept = drawing.current;
        if (kept) {
          const patch = chosenInDrawing(kept, drawnFor);
          if (Object.keys(patch).length > 0) latestUpdate.current(patch);
          const active = document.activeElement;
          refocus.current = active && kept.contains(active) ? active.getAttribute('name') : null;
        }
        setPanel(() => loaded);
      });
  }, [open, wanted, Panel, drawnFor]);
  useEffect(() => {
    const name = refocus.current;
    if (!Panel || !name) return;
    refocus.current = null;
    const field = document.querySelector<HTMLInputElement>(`#event-filters [name="${name}"]`);
    field?.focus();
    if (field?.type === 'text') field.setSelectionRange(field.value.length, field.value.length);
  }, [Panel]);
  const q = useAddressText(
    search.q ?? '',
    useCallback((text: string) => update({ q: text }), [update]),
  );
  const count = activeFilterCount(search);

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('events.search.form')}
      action="/events"
      method="get"
      onSubmit={(e) => {
        e.preventDefault();
        q.flush();
      }}
      sx={{ mb: 3 }}
    >
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Box sx={{ position: 'relative', flex: 1, minWidth: 0 }}>
          <Icon
            name="SearchRounded"
            aria-hidden
            sx={{
              position: 'absolute',
              left: 12,
              top: '50%',
              transform: 'translateY(-50%)',
              color: 'text.secondary',
              pointerEvents: 'none',
            }}
          />
          <Box
            component="input"
            type="search"
            name="q"
            aria-label={t('events.search.label')}
            placeholder={t('events.search.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            value={q.text}
            onChange={(e) => q.setText(e.currentTarget.value)}
            sx={{ ...controlSx, pl: 5.5 }}
          />
        </Box>
        <Button
          variant="outlined"
          aria-expanded={open}
          aria-controls="event-filters"
          onClick={() => setOpen((o) => !o)}
          sx={{
            display: { md: 'none' },
            flexShrink: 0,
            minHeight: FILTER_INPUT_MIN_HEIGHT,
            color: 'text.primary',
            borderColor: 'rgba(0, 0, 0, 0.42)',
          }}
        >
          {count > 0 ? t('events.filtersCount', { count }) : t('events.filters')}
        </Button>
        {/* Enter in any field submits the form (a form of several fields needs a submit button
            for that): a plain GET before the app takes over, the address at once after. */}
        <Box
          component="button"
          type="submit"
          tabIndex={-1}
          sx={{
            position: 'absolute',
            width: '1px',
            height: '1px',
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            p: 0,
            border: 0,
          }}
        >
          {t('events.search.submit')}
        </Box>
      </Box>
      <Box id="event-filters" sx={{ display: { xs: open ? 'block' : 'none', md: 'block' }, mt: 2 }}>
        {Panel && wanted ? (
          <Panel search={search} update={update} clear={clear} />
        ) : !Panel && (drawn || !wanted) ? (
          // A phone hydrates the server's drawing of the panel without its chunk: the drawing
          // stays as it is (plain HTML fields of the GET form, hidden until "Filters" opens
          // them; React leaves a dangerouslySetInnerHTML it did not change alone) until the
          // panel has loaded.
          <div ref={drawing} dangerouslySetInnerHTML={KEEP_DRAWING} suppressHydrationWarning />
        ) : (
          <Typography color="text.secondary">{t('events.filters.loading')}</Typography>
        )}
      </Box>
    </Box>
  );
}
