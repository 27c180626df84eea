// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { START_LIST_MSG } from '../../../shared/toolkit/start-list';
import '../../test/component-kit';
import { eventCategory, openEvent, renderAt } from '../../test/participation-fixtures';
import { speak } from '../../test/speak';
import { StartListsPanel } from './StartListsPanel';

// Printable start lists (issue 27): a category (or all of them) and a plain link to its PDF, which
// the session cookie goes with. The PDF itself is the server's
// (src/server/toolkit/start-lists/start-lists.test.ts).

const SINGLES = eventCategory('c'.repeat(24), 'Women’s Singles', { price: 499 });
const DOUBLES = eventCategory('d'.repeat(24), 'Boys U-13 Doubles', { price: 899, team: 2 });
const EVENT = openEvent([SINGLES, DOUBLES]);

function panel() {
  renderAt({ '/': <StartListsPanel event={EVENT} /> }, '/');
  return screen.getByRole('region', { name: 'Start lists' });
}

const download = (section: HTMLElement) =>
  within(section).getByRole('link', { name: 'Download PDF' });

describe('the start lists panel', () => {
  it('downloads every category’s list at first, and says where bib numbers come from', () => {
    const section = panel();
    expect(within(section).getByRole('combobox', { name: 'Category' }).textContent).toBe(
      'All categories',
    );
    const link = download(section);
    expect(link.getAttribute('href')).toBe(`/api/v1/events/${EVENT.id}/start-list.pdf`);
    expect(link.hasAttribute('download')).toBe(true);
    expect(section.textContent).toContain(START_LIST_MSG.bibNote);
  });

  it('offers each of the event’s categories by name, and links the one chosen', () => {
    const section = panel();
    fireEvent.mouseDown(within(section).getByRole('combobox', { name: 'Category' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'All categories',
      'Boys U-13 Doubles',
      'Women’s Singles',
    ]);
    fireEvent.click(options[2]!);
    expect(download(section).getAttribute('href')).toBe(
      `/api/v1/events/${EVENT.id}/start-list.pdf?category_id=${SINGLES.category_id}`,
    );

    fireEvent.mouseDown(within(section).getByRole('combobox', { name: 'Category' }));
    fireEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'All categories' }),
    );
    expect(download(section).getAttribute('href')).toBe(
      `/api/v1/events/${EVENT.id}/start-list.pdf`,
    );
  });

  it('opens the print-friendly page of the category chosen', () => {
    const section = panel();
    const page = () => within(section).getByRole('link', { name: 'Open printable page' });
    expect(page().getAttribute('href')).toBe(`/app/events/${EVENT.id}/start-list`);
    expect(page().hasAttribute('download')).toBe(false);
    fireEvent.mouseDown(within(section).getByRole('combobox', { name: 'Category' }));
    fireEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Boys U-13 Doubles' }),
    );
    expect(page().getAttribute('href')).toBe(
      `/app/events/${EVENT.id}/start-list?category=${DOUBLES.category_id}`,
    );
  });
});

describe('in Hindi', () => {
  afterEach(() => speak('en'));

  it('names the panel, its choice and its links in Hindi', () => {
    speak('hi');
    renderAt({ '/': <StartListsPanel event={EVENT} /> }, '/');
    const section = screen.getByRole('region', { name: 'स्टार्ट लिस्ट' });
    expect(within(section).getByRole('combobox', { name: 'कैटेगरी' }).textContent).toBe('सभी कैटेगरी');
    expect(within(section).getByRole('link', { name: 'PDF डाउनलोड करें' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'प्रिंट वाला पेज खोलें' })).toBeTruthy();
    expect(section.textContent).toContain('बिब नंबर पेमेंट के क्रम में दिए जाते हैं');
  });
});
