import { Button } from '@mui/material';
import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { eventCalendarPath, eventPagePath, venueMapUrl } from '../../../shared/events/event-links';
import type { Event } from '../../../shared/events/schemas';
import { t } from '../../i18n/i18n';
import type { Popup } from './EventActionPopup';
import { Icon } from '../Icon';

// What a press opens (the share menu, the contact form with its schema) comes later.
const loadPopup = () => import('./EventActionPopup');
const EventActionPopup = lazy(loadPopup);
const preload = (kind: Popup['kind']) =>
  void loadPopup().then(
    (m) => m.preload(kind),
    () => {},
  );

const cellSx = {
  flexDirection: 'column',
  gap: 0.25,
  minWidth: 0,
  px: 0.5,
  borderRadius: 2,
  lineHeight: 1.2,
  fontSize: '0.8125rem',
  color: 'primary.dark',
  bgcolor: 'rgba(255,145,77,0.12)',
  '&:hover': { bgcolor: 'rgba(255,145,77,0.22)' },
} as const;

function Cell({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <>
      {icon}
      <span>{label}</span>
    </>
  );
}

/** The page's address as people share it (the public page, whatever page this is drawn on). */
const pageUrl = (id: string) => new URL(eventPagePath(id), window.location.origin).href;

/**
 * A row of four under the event's title: the venue on Google Maps and the calendar file are plain
 * links (they work before the app has taken over, and without JavaScript); Share uses the
 * system's share sheet where there is one, otherwise a menu (copy link, WhatsApp); Contact opens a
 * form whose message is mailed to the host.
 */
export function EventActions({ event }: { event: Event }) {
  const [popup, setPopup] = useState<Popup | null>(null);

  const share = async (e: MouseEvent<HTMLElement>) => {
    const anchor = e.currentTarget;
    const url = pageUrl(event.id);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: event.title, text: event.title, url });
        return;
      } catch (err) {
        // Closed by the user: nothing to do. Refused (no permission, bad data): offer the menu.
        if (err instanceof DOMException && err.name === 'AbortError') return;
      }
    }
    setPopup({ kind: 'share', anchor });
  };

  return (
    <>
      <Button
        component="a"
        href={venueMapUrl(event)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('event.actions.mapLabel')}
        sx={cellSx}
      >
        <Cell icon={<Icon name="Place" />} label={t('event.actions.map')} />
      </Button>
      <Button
        component="a"
        href={eventCalendarPath(event.id)}
        download
        aria-label={t('event.actions.calendarLabel')}
        sx={cellSx}
      >
        <Cell icon={<Icon name="Event" />} label={t('event.actions.calendar')} />
      </Button>
      <Button
        onClick={(e) => void share(e)}
        onPointerEnter={() => preload('share')}
        aria-expanded={popup?.kind === 'share' ? 'true' : undefined}
        sx={cellSx}
      >
        <Cell icon={<Icon name="Share" />} label={t('event.actions.share')} />
      </Button>
      <Button
        onClick={() => setPopup({ kind: 'contact' })}
        onPointerEnter={() => preload('contact')}
        onFocus={() => preload('contact')}
        aria-haspopup="dialog"
        aria-label={t('event.contact.title')}
        sx={cellSx}
      >
        <Cell icon={<Icon name="Email" />} label={t('event.actions.contact')} />
      </Button>
      {popup && (
        <Suspense fallback={null}>
          <EventActionPopup
            popup={popup}
            event={event}
            url={pageUrl(event.id)}
            onClose={() => setPopup(null)}
          />
        </Suspense>
      )}
    </>
  );
}
