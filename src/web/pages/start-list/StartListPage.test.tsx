// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../shared/messages';
import '../../test/component-kit';
import { renderRoutes } from '../../test/event-fixtures';
import { refuse, scriptedApi, type ApiRequest } from '../../test/scripted-api';
import { speak } from '../../test/speak';
import type { StartListSection } from './start-list-api';
import StartListPage from './StartListPage';

// The print-friendly start list (issue 27): the PDF's table drawn from the JSON, a category per
// heading, a Print button and a category choice kept in the address. What is on the list is the
// server's (src/server/toolkit/start-lists/start-lists.test.ts).

const EVENT_ID = 'e'.repeat(24);
const SINGLES = 'a'.repeat(24);
const PAIRS = 'b'.repeat(24);
const HINDI = 'आरव शर्मा';

const singles: StartListSection = {
  category_id: SINGLES,
  category: 'Boys U-66 kg',
  weight_class: '60–66 kg',
  entrants: [
    { bib: 1, name: HINDI, members: [], club: 'Fergusson College', age: 19, weight: '60–66 kg' },
    { bib: 3, name: 'Ishaan Kulkarni', members: [], club: null, age: 12, weight: '60–66 kg' },
  ],
};
const pairs: StartListSection = {
  category_id: PAIRS,
  category: 'Mixed Pairs Kata',
  weight_class: null,
  entrants: [
    {
      bib: 2,
      name: 'Kata Sisters',
      members: [
        { name: 'Asha Rao', role: 'Captain', age: 15 },
        { name: 'Ravi Rao', role: null, age: null },
      ],
      club: null,
      age: null,
      weight: null,
    },
  ],
};

function listOf(categoryId: string | null) {
  return {
    event_id: EVENT_ID,
    title: 'Pune District Judo Championship',
    when: '12 December, 2026 to 13 December, 2026 · 9:00 AM – 6:00 PM',
    venue: 'Shree Shiv Chhatrapati Sports Complex, Balewadi, Pune',
    // 04:30 UTC is 10:00 in India.
    printed_at: '2026-11-27T04:30:00.000Z',
    categories: [
      { id: SINGLES, name: 'Boys U-66 kg' },
      { id: PAIRS, name: 'Mixed Pairs Kata' },
    ],
    sections: [singles, pairs].filter((s) => !categoryId || s.category_id === categoryId),
  };
}

function draw(
  url: string,
  answer: (request: ApiRequest) => unknown = (r) => listOf(r.url.searchParams.get('category_id')),
) {
  const asked: Array<string | null> = [];
  scriptedApi({
    'GET /events/:id/start-list': (request) => {
      expect(request.url.pathname).toBe(`/api/v1/events/${EVENT_ID}/start-list`);
      asked.push(request.url.searchParams.get('category_id'));
      return answer(request);
    },
  });
  const view = renderRoutes({ '/app/events/:eventId/start-list': <StartListPage /> }, url);
  return { ...view, asked };
}

const cells = (row: HTMLElement) => within(row).getAllByRole('cell');

afterEach(() => vi.restoreAllMocks());

describe('the print-friendly start list', () => {
  it('draws each category’s entrants by bib under its heading, as the PDF does', async () => {
    const { asked } = draw(`/app/events/${EVENT_ID}/start-list`);
    const judo = await screen.findByRole('region', { name: 'Boys U-66 kg' });
    expect(asked).toEqual([null]);
    expect(screen.getByRole('heading', { level: 1, name: 'Start list' })).toBeTruthy();
    expect(screen.getByText('Pune District Judo Championship')).toBeTruthy();
    expect(screen.getByText(/Balewadi, Pune/)).toBeTruthy();
    expect(screen.getByText('As of 27 November, 2026, 10:00 AM IST')).toBeTruthy();
    expect(judo.textContent).toContain('60–66 kg · 2 entrants');

    const table = within(judo).getByRole('table', { name: 'Boys U-66 kg' });
    const [head, ...rows] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Bib', 'Name', 'Club', 'Age', 'Weight class', 'Checked in', 'Signature']);
    expect(rows.map((r) => cells(r).map((c) => c.textContent))).toEqual([
      ['1', HINDI, 'Fergusson College', '19', '60–66 kg', '', ''],
      ['3', 'Ishaan Kulkarni', '—', '12', '60–66 kg', '', ''],
    ]);
    // An empty box to tick in each row.
    for (const row of rows)
      expect(within(row).getByRole('img', { name: 'Check-in box' })).toBeTruthy();

    // A team: its name, its members beneath with their roles and ages.
    const kata = screen.getByRole('region', { name: 'Mixed Pairs Kata' });
    const [teamRow] = within(kata).getAllByRole('row').slice(1);
    const name = cells(teamRow!)[1]!;
    expect(name.firstElementChild!.textContent).toBe('Kata Sisters');
    expect(
      within(within(name).getByRole('list', { name: 'Members' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Asha Rao (Captain) · 15', 'Ravi Rao']);
    expect(cells(teamRow!)[0]!.textContent).toBe('2');
    // Categories in the server's order, one section each (each from a new page on paper).
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Boys U-66 kg',
      'Mixed Pairs Kata',
    ]);
    expect(document.querySelectorAll('.start-list-section')).toHaveLength(2);
  });

  it('prints with the browser’s print dialog', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    draw(`/app/events/${EVENT_ID}/start-list`);
    const button = await screen.findByRole('button', { name: 'Print' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(print).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('keeps the chosen category in the address and reads that category’s list', async () => {
    const view = draw(`/app/events/${EVENT_ID}/start-list`);
    await screen.findByRole('region', { name: 'Mixed Pairs Kata' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'All categories',
      'Boys U-66 kg',
      'Mixed Pairs Kata',
    ]);
    fireEvent.click(options[2]!);
    await waitFor(() => expect(view.location().search).toBe(`?category=${PAIRS}`));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Boys U-66 kg' })).toBeNull());
    expect(screen.getByRole('region', { name: 'Mixed Pairs Kata' })).toBeTruthy();
    expect(view.asked).toEqual([null, PAIRS]);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'All categories' }),
    );
    await waitFor(() => expect(view.location().search).toBe(''));
  });

  it('opens on the category in its address', async () => {
    const { asked } = draw(`/app/events/${EVENT_ID}/start-list?category=${SINGLES}`);
    await screen.findByRole('region', { name: 'Boys U-66 kg' });
    expect(asked).toEqual([SINGLES]);
    expect(screen.getByRole('combobox', { name: 'Category' }).textContent).toBe('Boys U-66 kg');
    expect(screen.queryByRole('region', { name: 'Mixed Pairs Kata' })).toBeNull();
  });

  it('tells another host the list is not theirs to see', async () => {
    draw(`/app/events/${EVENT_ID}/start-list`, () => refuse(403, MSG.forbidden));
    expect(
      await screen.findByText('Only this event’s organiser and admins can see its start list.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Print' }).hasAttribute('disabled')).toBe(true);
  });

  it('prints only the sheet on A4: no app bar or buttons, a page per category, headers repeated', async () => {
    draw(`/app/events/${EVENT_ID}/start-list`);
    await screen.findByRole('region', { name: 'Boys U-66 kg' });
    const css = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent)
      .join('\n')
      .replace(/\s+/g, '');
    expect(css).toContain('@mediaprint');
    expect(css).toContain('@page{size:A4;margin:12mm;}');
    expect(css).toMatch(/\.MuiAppBar-root,[^{]*\.MuiDrawer-root[^{]*\{display:none!important;/);
    expect(css).toContain('.start-list-section+.start-list-section{break-before:page;}');
    expect(css).toContain('.start-list-sectionthead{display:table-header-group;}');
    // The page's controls are among what paper leaves out.
    const hidden = Array.from(document.querySelectorAll('[data-print="hide"]'));
    expect(hidden.some((el) => el.contains(screen.getByRole('button', { name: 'Print' })))).toBe(
      true,
    );
    expect(
      hidden.some((el) => el.contains(screen.getByRole('combobox', { name: 'Category' }))),
    ).toBe(true);
  });
});

describe('the start list in Hindi', () => {
  afterEach(() => speak('en'));

  it('speaks Hindi: heading, columns, counts and controls', async () => {
    speak('hi');
    draw(`/app/events/${EVENT_ID}/start-list`);
    const judo = await screen.findByRole('region', { name: 'Boys U-66 kg' });
    expect(screen.getByRole('heading', { level: 1, name: 'स्टार्ट लिस्ट' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'इवेंट पेज' })).toBeTruthy();
    expect(screen.getByText(/ IST के अनुसार$/)).toBeTruthy();
    expect(judo.textContent).toContain('60–66 kg · 2 प्रतिभागी');
    const table = within(judo).getByRole('table', { name: 'Boys U-66 kg' });
    expect(
      within(within(table).getAllByRole('row')[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['बिब', 'नाम', 'क्लब', 'उम्र', 'वज़न वर्ग', 'चेक-इन', 'हस्ताक्षर']);
    expect(within(table).getAllByRole('img', { name: 'चेक-इन का खाना' })).toHaveLength(2);
    expect(screen.getByLabelText('स्टार्ट लिस्ट: Boys U-66 kg (बगल में स्क्रॉल होती है)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'प्रिंट करें' })).toBeTruthy();
    expect(
      screen.getByText(
        'बिब नंबर पेमेंट के क्रम से दिए जाते हैं, कभी नहीं बदलते, और हर खिलाड़ी के टिकट पर छपे होते हैं।',
      ),
    ).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'कैटेगरी' }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option')[0]!.textContent).toBe(
      'सभी कैटेगरी',
    );
  });

  it('says in Hindi that the list is not theirs to see', async () => {
    speak('hi');
    draw(`/app/events/${EVENT_ID}/start-list`, () => refuse(403, MSG.forbidden));
    expect(
      await screen.findByText('इस इवेंट की स्टार्ट लिस्ट सिर्फ़ इसके आयोजक और एडमिन देख सकते हैं।'),
    ).toBeTruthy();
  });
});
