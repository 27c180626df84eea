// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../test/component-kit';
import { makeEvent, renderRoutes } from '../../test/event-fixtures';
import { scriptedApi } from '../../test/scripted-api';
import { speak } from '../../test/speak';
import { HostToolkit } from './HostToolkit';
import { ExportsPanel } from './ExportsPanel';

// Downloads of an event's registrations (issue 27): plain links the session cookie goes with.
// The files themselves are the server's (src/server/toolkit/exports/exports.test.ts).

describe('the exports panel', () => {
  it('links the Excel and CSV downloads of this event', () => {
    const event = makeEvent();
    renderRoutes(
      { '/app/events/event-details/:id': <ExportsPanel event={event} /> },
      `/app/events/event-details/${event.id}`,
    );
    const section = screen.getByRole('region', { name: 'Registrations' });
    const excel = within(section).getByRole('link', { name: 'Excel (.xlsx)' });
    const csv = within(section).getByRole('link', { name: 'CSV' });
    expect(excel.getAttribute('href')).toBe(`/api/v1/events/${event.id}/export?format=xlsx`);
    expect(csv.getAttribute('href')).toBe(`/api/v1/events/${event.id}/export?format=csv`);
    expect(excel.hasAttribute('download')).toBe(true);
    expect(csv.hasAttribute('download')).toBe(true);
  });
});

describe('in Hindi', () => {
  afterEach(() => speak('en'));

  it('names the downloads and the toolkit in Hindi', () => {
    speak('hi');
    scriptedApi({});
    const event = makeEvent();
    renderRoutes(
      { '/app/events/event-details/:id': <HostToolkit event={event} /> },
      `/app/events/event-details/${event.id}`,
    );
    expect(screen.getByRole('heading', { name: 'अपना इवेंट चलाएँ' })).toBeTruthy();
    const section = screen.getByRole('region', { name: 'रजिस्ट्रेशन' });
    expect(section.textContent).toContain('समय भारतीय समय में है।');
    expect(within(section).getByRole('link', { name: 'Excel (.xlsx)' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'अपने-आप जाने वाले रिमाइंडर' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'मैसेज लिखें' })).toBeTruthy();
  });
});
