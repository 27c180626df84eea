// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { chosenInDrawing } from './filter-panel';

/** The server's drawing of the panel as a phone keeps it until the panel's chunk arrives. */
function drawing(html: string): Element {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

const FIELDS = `
  <select name="sports_id"><option value="">All sports</option><option value="01a2200000000000000000aa">Kabaddi</option></select>
  <input name="city" />
  <input type="date" name="from" /><input type="date" name="to" />
  <select name="fee"><option value="">Any</option><option value="free">Free</option></select>
  <select name="sort"><option value="soonest">Soonest</option><option value="newest">Newest</option></select>
  <input type="checkbox" name="open" value="true" />
  <input type="checkbox" name="include_past" value="true" />`;

describe('what was chosen in the drawn filter panel before its chunk arrived', () => {
  it('is what differs from the search, read as the GET form would send it', () => {
    const root = drawing(FIELDS);
    root.querySelector<HTMLInputElement>('[name=city]')!.value = '  Mumbai ';
    root.querySelector<HTMLSelectElement>('[name=fee]')!.value = 'free';
    root.querySelector<HTMLInputElement>('[name=open]')!.checked = true;
    expect(chosenInDrawing(root, { q: 'kabaddi' })).toEqual({
      city: 'Mumbai',
      fee: 'free',
      open: true,
    });
  });

  it('is nothing when the drawing still shows the search (defaults included)', () => {
    const root = drawing(FIELDS);
    root.querySelector<HTMLInputElement>('[name=city]')!.value = 'Pune';
    root.querySelector<HTMLSelectElement>('[name=sort]')!.value = 'soonest';
    expect(chosenInDrawing(root, { city: 'Pune', q: 'cup' })).toEqual({});
  });

  it('clears what was emptied, and drops what the search rules refuse', () => {
    const root = drawing(FIELDS);
    root.querySelector<HTMLInputElement>('[name=from]')!.value = '2026-12-20';
    root.querySelector<HTMLInputElement>('[name=to]')!.value = '2026-12-10';
    expect(chosenInDrawing(root, { city: 'Pune', sort: 'newest' })).toEqual({
      city: undefined,
      sort: undefined,
      from: '2026-12-20',
    });
  });
});
