import { describe, expect, it } from 'vitest';
import { currentPages, type CurrentPage } from './current-pages';

// Decision 051: what a server knows is current is kept only when no change to its event can have
// been missed, and forgotten when one is heard, when time changes the page, or when listening stops.
const page = (eventId: string, source = 's1', until = Infinity): CurrentPage => ({
  eventId,
  source,
  status: 200,
  until,
});
const listening = () => {
  const pages = currentPages(100);
  pages.listening(true);
  return pages;
};

describe('currentPages', () => {
  it('keeps what a read found until its event changes', () => {
    const pages = listening();
    pages.keep(pages.begin(), 'en /e/1', page('e1'), 0);
    pages.keep(pages.begin(), 'hi /e/1', page('e1', 's2'), 0);
    pages.keep(pages.begin(), 'en /e/2', page('e2', 's3'), 0);
    expect(pages.get('en /e/1', 0, 0)?.source).toBe('s1');
    pages.changed('e1');
    // Every language of the changed event goes; another event's page stays.
    expect(pages.get('en /e/1', 0, 0)).toBeUndefined();
    expect(pages.get('hi /e/1', 0, 0)).toBeUndefined();
    expect(pages.get('en /e/2', 0, 0)?.source).toBe('s3');
  });

  it('keeps a page read from the store only on its address’s second visit (decision 059)', () => {
    const pages = listening();
    pages.offer(pages.begin(), 'en /e/1', page('e1'), 0);
    pages.offer(pages.begin(), 'en /e/2', page('e2'), 0);
    expect(pages.get('en /e/1', 0, 0)).toBeUndefined();
    // The second visit is kept; another language is another address, visited once.
    pages.offer(pages.begin(), 'en /e/1', page('e1', 's2'), 0);
    pages.offer(pages.begin(), 'hi /e/1', page('e1', 's3'), 0);
    expect(pages.get('en /e/1', 0, 0)?.source).toBe('s2');
    expect(pages.get('hi /e/1', 0, 0)).toBeUndefined();
    expect(pages.get('en /e/2', 0, 0)).toBeUndefined();
  });

  it('refuses a read that a change overtook: its event changed after the read began', () => {
    const pages = listening();
    const ticket = pages.begin();
    pages.changed('e1');
    pages.keep(ticket, 'en /e/1', page('e1'), 0);
    expect(pages.get('en /e/1', 0, 0)).toBeUndefined();
    // Another event's change does not concern it; a read begun after the change is kept.
    const later = pages.begin();
    pages.changed('e2');
    pages.keep(later, 'en /e/1', page('e1'), 0);
    expect(pages.get('en /e/1', 0, 0)?.source).toBe('s1');
  });

  it('knows nothing while not listening, nor from reads begun before listening resumed', () => {
    const pages = currentPages(100);
    pages.keep(pages.begin(), 'en /e/1', page('e1'), 0);
    expect(pages.get('en /e/1', 0, 0)).toBeUndefined();
    pages.listening(true);
    const ticket = pages.begin();
    pages.keep(ticket, 'en /e/1', page('e1'), 0);
    expect(pages.get('en /e/1', 0, 0)).toBeDefined();
    // The connection drops: changes sent meanwhile are lost, so everything known is forgotten...
    pages.listening(false);
    expect(pages.get('en /e/1', 0, 0)).toBeUndefined();
    pages.listening(true);
    // ...and a read begun before it came back may have missed one.
    pages.keep(ticket, 'en /e/1', page('e1'), 0);
    expect(pages.get('en /e/1', 0, 0)).toBeUndefined();
  });

  it('lapses when time changes the page, and after a write through this server', () => {
    const pages = listening();
    pages.keep(pages.begin(), 'en /e/1', page('e1', 's1', 5_000), 7);
    expect(pages.get('en /e/1', 4_999, 7)).toBeDefined();
    expect(pages.get('en /e/1', 5_000, 7)).toBeUndefined();
    expect(pages.get('en /e/1', 0, 8)).toBeUndefined();
  });

  it('refuses reads begun before the changes it remembers were forgotten', () => {
    const pages = listening();
    const ticket = pages.begin();
    for (let i = 0; i < 10_001; i++) pages.changed(`other${i}`);
    pages.keep(ticket, 'en /e/1', page('e1'), 0);
    expect(pages.get('en /e/1', 0, 0)).toBeUndefined();
  });

  it('is off with no room', () => {
    const pages = currentPages(0);
    pages.listening(true);
    pages.keep(pages.begin(), 'en /e/1', page('e1'), 0);
    expect(pages.get('en /e/1', 0, 0)).toBeUndefined();
  });
});
