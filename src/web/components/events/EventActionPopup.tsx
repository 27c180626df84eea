import { lazy, Suspense } from 'react';
import type { Event } from '../../../shared/events/schemas';

// A step between the actions row and what its buttons open: a chunk that imports only React, so
// the row's own chunk (loaded with every event page) does not carry the long list of files the
// menu and the form depend on. Their chunks are fetched when a button is pointed at or pressed.
const loaders = {
  share: () => import('./ShareMenu'),
  contact: () => import('./ContactOrganiserDialog'),
};
const ShareMenu = lazy(loaders.share);
const ContactOrganiserDialog = lazy(loaders.contact);

export type Popup = { kind: 'share'; anchor: HTMLElement } | { kind: 'contact' };

export const preload = (kind: Popup['kind']) => void loaders[kind]().catch(() => {});

export default function EventActionPopup({
  popup,
  event,
  url,
  onClose,
}: {
  popup: Popup;
  event: Event;
  url: string;
  onClose: () => void;
}) {
  return (
    <Suspense fallback={null}>
      {popup.kind === 'share' ? (
        <ShareMenu anchor={popup.anchor} title={event.title} url={url} onClose={onClose} />
      ) : (
        <ContactOrganiserDialog event={event} onClose={onClose} />
      )}
    </Suspense>
  );
}
