import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumbs';

describe('breadcrumbTrail (§2)', () => {
  it('starts at Home and links each segment to the path up to it', () => {
    expect(breadcrumbTrail('/app/sports')).toEqual([
      { label: 'Home', to: '/home' },
      { label: 'App', to: '/app' },
      { label: 'Sports', to: '/app/sports' },
    ]);
  });

  it('hides 24-hex-character ids but keeps them in later links', () => {
    const id = '0190f3a2b4c5d6e7f8091a2b';
    expect(breadcrumbTrail(`/app/events/event-details/${id}/participate`)).toEqual([
      { label: 'Home', to: '/home' },
      { label: 'App', to: '/app' },
      { label: 'Events', to: '/app/events' },
      { label: 'Event Details', to: '/app/events/event-details' },
      { label: 'Participate', to: `/app/events/event-details/${id}/participate` },
    ]);
  });

  it('keeps segments that merely look like ids', () => {
    expect(breadcrumbTrail('/app/abc123').map((c) => c.label)).toEqual(['Home', 'App', 'Abc123']);
  });

  it('spells camelCase and hyphenated segments as words, never raw', () => {
    expect(breadcrumbTrail('/app/paymentSuccess').map((c) => c.label)).toEqual([
      'Home',
      'App',
      'Confirmation',
    ]);
    expect(breadcrumbTrail('/app/events/add-event').at(-1)?.label).toBe('Add Event');
    const id = '0190f3a2b4c5d6e7f8091a2b';
    expect(breadcrumbTrail(`/app/events/${id}/competition`).at(-1)?.label).toBe('Draws & Results');
    expect(breadcrumbTrail('/contactUs').at(-1)?.label).toBe('Contact Us');
    expect(breadcrumbTrail('/app/someNewPage').at(-1)?.label).toBe('Some New Page');
  });
});
