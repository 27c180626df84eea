// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { CATALOG_MSG, type Category, type Sport } from '../../shared/catalog/schemas';
import { MSG } from '../../shared/messages';
import type { Role } from '../../shared/roles';
import '../test/component-kit';
import { refuse, scriptedApi, type ApiRequest } from '../test/scripted-api';
import { speak } from '../test/speak';
import CategoryFormPage from '../pages/events/CategoryFormPage';
import SportCategoriesPage from '../pages/sports/SportCategoriesPage';
import SportsPage from '../pages/sports/SportsPage';

// The catalogue's screens (§2 /app/sports, /app/sports/{id}/categories, /app/events/category)
// against a fake API: what each role is shown and may open, the forms' texts, the modals.
// The admin's whole journey (add a sport, then a category) stays in e2e/catalog.spec.ts.

// A loaded machine (CI's two cores) may take more than the default second to draw a modal.
configure({ asyncUtilTimeout: 5000 });

const auth = vi.hoisted(() => ({ user: { id: '1'.repeat(24), role: 'Admin' as string } }));
vi.mock('../auth/auth-context', () => ({ useAuth: () => auth }));
const toast = vi.hoisted(() => ({
  success: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  dismiss: vi.fn(),
}));
vi.mock('../components/toast', () => ({ toast }));

const id = (c: string) => c.repeat(24);
const DEFAULT_POINTS = [10, 7, 5, 4, 3, 2, 1, 1];
const FOOTBALL: Sport = {
  id: id('f'),
  sports_name: 'Football',
  scoring: 'goals',
  ranking_points: [12, 8, 6, 5, 4, 3, 2, 1],
};
const KABADDI: Sport = {
  id: id('a'),
  sports_name: 'Kabaddi',
  scoring: 'text',
  ranking_points: DEFAULT_POINTS,
};
const category = (fields: Partial<Category> & Pick<Category, 'id' | 'name'>): Category => ({
  sports_id: KABADDI.id,
  sport_details: { sports_name: KABADDI.sports_name },
  min_age: null,
  max_age: null,
  min_weight_allowed: null,
  max_weight_allowed: null,
  gender: null,
  participants_in_team: 1,
  is_team_sport: false,
  ...fields,
});

/** The server's catalogue: the lists answer what the writes left. */
let sports: Sport[];
let categories: Category[];
const page = <T,>(data: T[]) => ({ data, next_cursor: null });

function catalogApi() {
  return scriptedApi({
    'GET /sports': () => page(sports),
    'GET /sports/:id': ({ url }) => sports.find((s) => url.pathname.endsWith(s.id)),
    'POST /sports': ({ body }) => {
      const { sports_name, scoring } = body as Pick<Sport, 'sports_name' | 'scoring'>;
      if (sports.some((s) => s.sports_name.toLowerCase() === sports_name.toLowerCase()))
        return refuse(409, CATALOG_MSG.sportTaken, { sports_name: CATALOG_MSG.sportTaken });
      const sport: Sport = {
        id: id(String(sports.length)),
        sports_name,
        scoring: scoring ?? 'text',
        ranking_points: DEFAULT_POINTS,
      };
      sports = [...sports, sport];
      return sport;
    },
    'PUT /sports/:id': ({ url, body }) => {
      const before = sports.find((s) => url.pathname.endsWith(s.id))!;
      const sport: Sport = { ...before, ...(body as Partial<Sport>) };
      sports = sports.map((s) => (s.id === sport.id ? sport : s));
      return sport;
    },
    'GET /category': ({ url }) =>
      page(categories.filter((c) => c.sports_id === url.searchParams.get('sports_id'))),
    'GET /category/:id': ({ url }) => categories.find((c) => url.pathname.endsWith(c.id)),
    'POST /category': ({ body }) => saveCategory(id('c'), body),
    'PUT /category/:id': ({ url, body }: ApiRequest) => {
      const cid = url.pathname.split('/').pop()!;
      const old = categories.find((c) => c.id === cid)!;
      return saveCategory(cid, { ...(body as object), sports_id: old.sports_id });
    },
  });
}

function saveCategory(cid: string, body: unknown): Category {
  const b = body as Omit<Category, 'id' | 'sport_details'>;
  const saved = category({
    ...b,
    id: cid,
    gender: (b.gender as unknown) === '' ? null : b.gender,
    sport_details: { sports_name: sports.find((s) => s.id === b.sports_id)!.sports_name },
  });
  categories = [...categories.filter((c) => c.id !== cid), saved];
  return saved;
}

function Where() {
  return <output aria-label="address">{useLocation().pathname}</output>;
}
const address = () => screen.getByRole('status', { name: 'address', hidden: true }).textContent;

function drawAt(url: string, role: Role = 'Admin') {
  auth.user.role = role;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const sportsPage = <SportsPage />;
  const categoriesPage = <SportCategoriesPage />;
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/app/sports" element={sportsPage} />
          <Route path="/app/sports/add-sports" element={sportsPage} />
          <Route path="/app/sports/:sportsId/edit" element={sportsPage} />
          <Route path="/app/sports/:sportsId/categories" element={categoriesPage} />
          <Route path="/app/sports/:sportsId/categories/add-category" element={categoriesPage} />
          <Route
            path="/app/sports/:sportsId/categories/:categoryId/edit"
            element={categoriesPage}
          />
          <Route path="/app/events/category" element={<CategoryFormPage />} />
          <Route path="/app/dashboard" element={<p>The dashboard</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const dialog = (name: string) => screen.findByRole('dialog', { name });
const type = (where: HTMLElement, role: 'textbox' | 'spinbutton', name: string, value: string) =>
  fireEvent.change(within(where).getByRole(role, { name: new RegExp(`^${name}`) }), {
    target: { value },
  });
const save = (where: HTMLElement) =>
  fireEvent.click(within(where).getByRole('button', { name: 'Save' }));
async function choose(where: HTMLElement, select: string, option: string) {
  fireEvent.mouseDown(within(where).getByRole('combobox', { name: new RegExp(`^${select}`) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}
/** The cells of the table row that names `text`. */
const cellsOf = async (text: string) =>
  within((await screen.findByText(text)).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

beforeEach(() => {
  sports = [FOOTBALL, KABADDI];
  categories = [];
  toast.success.mockReset();
});
afterEach(() => vi.clearAllMocks());

describe('the sport modal (admin)', () => {
  it('needs a name, and shows the server refusing a taken one on the field, staying open', async () => {
    const api = catalogApi();
    drawAt('/app/sports/add-sports');
    const modal = await dialog('Add New Sport');
    save(modal);
    expect(await within(modal).findByText('Name is required')).toBeTruthy();
    expect(api.count('POST /sports')).toBe(0);

    type(modal, 'textbox', 'Name', 'football');
    save(modal);
    expect(await within(modal).findByText(CATALOG_MSG.sportTaken)).toBeTruthy();
    expect(api.sent('POST /sports')).toEqual([
      { sports_name: 'football', ranking_points: DEFAULT_POINTS },
    ]);
    expect(screen.getByRole('dialog', { name: 'Add New Sport' })).toBeTruthy();
    expect(address()).toBe('/app/sports/add-sports');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('suggests the scoring its name says until the admin picks one (issue 30)', async () => {
    const api = catalogApi();
    drawAt('/app/sports/add-sports');
    const modal = await dialog('Add New Sport');
    type(modal, 'textbox', 'Name', 'Box Cricket');
    expect(
      await within(modal).findByText('Suggested for this name: Innings and overs (cricket)'),
    ).toBeTruthy();
    save(modal);
    await waitFor(() => expect(api.count('POST /sports')).toBe(1));
    // Unchosen, the server gives the suggestion itself.
    expect(api.sent('POST /sports')).toEqual([
      { sports_name: 'Box Cricket', ranking_points: DEFAULT_POINTS },
    ]);
  });

  it('sends the scoring the admin picks, and the table names it (issue 30)', async () => {
    const api = catalogApi();
    drawAt('/app/sports/add-sports');
    const again = await dialog('Add New Sport');
    type(again, 'textbox', 'Name', 'Throwball');
    expect(await within(again).findByText('Suggested for this name: Free text')).toBeTruthy();
    await choose(again, 'Scoring', 'Sets (badminton, tennis, volleyball)');
    save(again);
    await waitFor(() => expect(api.count('POST /sports')).toBe(1));
    expect(api.sent('POST /sports')).toEqual([
      { sports_name: 'Throwball', scoring: 'sets', ranking_points: DEFAULT_POINTS },
    ]);
    const table = await screen.findByRole('table', { name: 'Sports Details' });
    const row = (await within(table).findByRole('cell', { name: 'Throwball' })).closest('tr')!;
    expect(
      within(row).getByRole('cell', { name: 'Sets (badminton, tennis, volleyball)' }),
    ).toBeTruthy();
  });

  it('edits a sport name: the field starts with it, the table shows the new one', async () => {
    const api = catalogApi();
    drawAt(`/app/sports/${KABADDI.id}/edit`);
    const modal = await dialog('Edit Sport');
    const name = (await within(modal).findByRole('textbox', { name: /^Name/ })) as HTMLInputElement;
    expect(name.value).toBe('Kabaddi');
    type(modal, 'textbox', 'Name', 'Pro Kabaddi');
    save(modal);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('PUT /sports/:id')).toEqual([
      { sports_name: 'Pro Kabaddi', scoring: 'text', ranking_points: DEFAULT_POINTS },
    ]);
    expect(toast.success).toHaveBeenCalledWith(MSG.success);
    expect(address()).toBe('/app/sports');
    // Awaited: the page stays hidden from the accessibility tree until the dialog's closing
    // transition ends, which on a busy machine outlasts the dialog's own removal.
    const table = await screen.findByRole('table', { name: 'Sports Details' });
    expect(await within(table).findByRole('cell', { name: 'Pro Kabaddi' })).toBeTruthy();
    expect(within(table).queryByRole('cell', { name: 'Kabaddi' })).toBeNull();
  });

  it('shows the ranking points per place and sends the admin’s; refuses a wrong one (issue 30)', async () => {
    const api = catalogApi();
    drawAt(`/app/sports/${FOOTBALL.id}/edit`);
    const modal = await dialog('Edit Sport');
    const places = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th'];
    const field = (place: string) =>
      within(modal).getByRole('textbox', { name: place }) as HTMLInputElement;
    await waitFor(() => expect(field('1st').value).toBe('12'));
    expect(places.map((p) => field(p).value)).toEqual(['12', '8', '6', '5', '4', '3', '2', '1']);
    expect(
      within(modal).getByText(
        'Earned at each finished event; the public ranking adds up the last 12 months.',
      ),
    ).toBeTruthy();

    // 3rd above 2nd: said under the places, nothing sent.
    type(modal, 'textbox', '3rd', '9');
    save(modal);
    expect(
      await within(modal).findByText('A place cannot earn more points than the place above it'),
    ).toBeTruthy();
    type(modal, 'textbox', '3rd', '6');
    type(modal, 'textbox', '8th', '');
    save(modal);
    expect(
      await within(modal).findByText('Points must be a whole number from 0 to 100'),
    ).toBeTruthy();
    expect(field('8th').getAttribute('aria-invalid')).toBe('true');
    expect(api.count('PUT /sports/:id')).toBe(0);

    type(modal, 'textbox', '1st', '20');
    type(modal, 'textbox', '8th', '0');
    save(modal);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('PUT /sports/:id')).toEqual([
      { sports_name: 'Football', scoring: 'goals', ranking_points: [20, 8, 6, 5, 4, 3, 2, 0] },
    ]);
  });

  it('closes on Escape and on a click on the overlay, back to /app/sports', async () => {
    catalogApi();
    drawAt('/app/sports/add-sports');
    fireEvent.keyDown(await dialog('Add New Sport'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(address()).toBe('/app/sports');

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Football' }));
    await dialog('Edit Sport');
    expect(address()).toBe(`/app/sports/${FOOTBALL.id}/edit`);
    const backdrop = document.querySelector('.MuiBackdrop-root')!;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(address()).toBe('/app/sports');
  });
});

describe('the category form (admin)', () => {
  it('says what is required and the age order, and sends nothing', async () => {
    const api = catalogApi();
    drawAt(`/app/sports/${KABADDI.id}/categories`);
    expect(await screen.findByText('No Categories Available')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(address()).toBe(`/app/sports/${KABADDI.id}/categories/add-category`);
    const modal = await dialog('Add Category');
    save(modal);
    expect(await within(modal).findByText('Name is required')).toBeTruthy();
    expect(within(modal).getByText('Participants In Team is required')).toBeTruthy();

    type(modal, 'textbox', 'Name', 'Open');
    type(modal, 'spinbutton', 'Participants In Team', '1');
    type(modal, 'spinbutton', 'Min Age', '20');
    type(modal, 'spinbutton', 'Max Age', '12');
    save(modal);
    expect(await within(modal).findByText(CATALOG_MSG.ageOrder)).toBeTruthy();
    expect(api.count('POST /category')).toBe(0);
  });

  it('edits a category: team size and gender change in its row', async () => {
    categories = [category({ id: id('d'), name: 'Singles', gender: 'male' })];
    const api = catalogApi();
    drawAt(`/app/sports/${KABADDI.id}/categories`);
    expect(await cellsOf('Singles')).toEqual(['SinglesIndividual', '—', '—', '—', 'Male', '']);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Singles' }));

    const modal = await dialog('Edit Category');
    const name = within(modal).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement;
    expect(name.value).toBe('Singles');
    type(modal, 'textbox', 'Name', 'Doubles');
    type(modal, 'spinbutton', 'Participants In Team', '2');
    await choose(modal, 'Gender', 'Any');
    save(modal);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('PUT /category/:id')).toEqual([
      {
        name: 'Doubles',
        min_age: null,
        max_age: null,
        min_weight_allowed: null,
        max_weight_allowed: null,
        gender: null,
        participants_in_team: 2,
        is_team_sport: true,
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith(MSG.success);
    expect(await cellsOf('Doubles')).toEqual(['DoublesTeam of 2', '—', '—', '—', 'Any', '']);
    expect(screen.queryByText('Singles')).toBeNull();
  });
});

describe('the standalone category page', () => {
  it('requires a sport, then adds the category to it and shows it among its categories', async () => {
    const api = catalogApi();
    drawAt('/app/events/category');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Add Category');
    const form = screen.getByRole('form', { name: 'Category' });
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: /^Sport/ }).ariaDisabled).not.toBe('true'),
    );
    save(form);
    expect(await screen.findByText('Sport is required')).toBeTruthy();

    await choose(form, 'Sport', 'Kabaddi');
    type(form, 'textbox', 'Name', 'Veterans');
    type(form, 'spinbutton', 'Participants In Team', '1');
    type(form, 'spinbutton', 'Min Age', '40');
    save(form);

    await waitFor(() => expect(address()).toBe(`/app/sports/${KABADDI.id}/categories`));
    expect(api.sent('POST /category')).toEqual([
      expect.objectContaining({ sports_id: KABADDI.id, name: 'Veterans', min_age: 40 }),
    ]);
    expect(toast.success).toHaveBeenCalledWith(MSG.success);
    expect(await cellsOf('Veterans')).toEqual(['VeteransIndividual', '40', '—', '—', 'Any', '']);
  });

  it('sends a participant to the dashboard', async () => {
    catalogApi();
    drawAt('/app/events/category', 'Participant');
    expect(await screen.findByText('The dashboard')).toBeTruthy();
    expect(address()).toBe('/app/dashboard');
  });
});

describe('a host', () => {
  it('sees the sports with no edit icons and no Add New Sport, and the add modal sends them back', async () => {
    catalogApi();
    drawAt('/app/sports/add-sports', 'Host');
    const table = await screen.findByRole('table', { name: 'Sports Details' });
    expect(await within(table).findByRole('cell', { name: 'Football' })).toBeTruthy();
    expect(address()).toBe('/app/sports');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add New Sport' })).toBeNull();

    fireEvent.click(within(table).getByRole('cell', { name: 'Kabaddi' }));
    expect(address()).toBe(`/app/sports/${KABADDI.id}/categories`);
    expect(await screen.findByRole('heading', { name: 'Kabaddi Categories' })).toBeTruthy();
  });

  it('adds a category, with no edit icon on any row', async () => {
    categories = [category({ id: id('e'), name: 'Open' })];
    const api = catalogApi();
    drawAt(`/app/sports/${KABADDI.id}/categories`, 'Host');
    await screen.findByText('Open');
    fireEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    const modal = await dialog('Add Category');
    type(modal, 'textbox', 'Name', 'Host Open');
    type(modal, 'spinbutton', 'Participants In Team', '4');
    save(modal);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('POST /category')).toEqual([
      expect.objectContaining({ sports_id: KABADDI.id, name: 'Host Open', is_team_sport: true }),
    ]);
    expect(toast.success).toHaveBeenCalledWith(MSG.success);
    expect((await cellsOf('Host Open'))[0]).toBe('Host OpenTeam of 4');
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  });

  it("cannot open a category's edit modal: back to the sport's categories", async () => {
    categories = [category({ id: id('e'), name: 'Open' })];
    catalogApi();
    drawAt(`/app/sports/${KABADDI.id}/categories/${id('e')}/edit`, 'Host');
    expect(await screen.findByRole('heading', { name: 'Kabaddi Categories' })).toBeTruthy();
    expect(address()).toBe(`/app/sports/${KABADDI.id}/categories`);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('in Hindi (issue 29)', () => {
  afterEach(() => speak('en'));

  it('shows the sports table and the sport modal in Hindi, the sport names as they are', async () => {
    speak('hi');
    catalogApi();
    drawAt('/app/sports');
    const table = await screen.findByRole('table', { name: 'खेलों की जानकारी' });
    expect(await within(table).findByRole('cell', { name: 'Football' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'खेल का नाम' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Football एडिट करें' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'नया खेल जोड़ें' }));
    const modal = await dialog('नया खेल जोड़ें');
    expect(within(modal).getByRole('textbox', { name: /^नाम/ })).toBeTruthy();
    // Ranking points per place (issue 30).
    expect(within(modal).getByText('हर स्थान के रैंकिंग अंक')).toBeTruthy();
    expect((within(modal).getByRole('textbox', { name: 'पहला' }) as HTMLInputElement).value).toBe(
      '10',
    );
    expect(within(modal).getByRole('textbox', { name: '8वां' })).toBeTruthy();
    expect(within(modal).getByRole('button', { name: 'सेव करें' })).toBeTruthy();
    expect(within(modal).getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
  });

  it("shows a sport's categories and the category form in Hindi", async () => {
    speak('hi');
    categories = [
      category({ id: id('d'), name: 'Doubles', participants_in_team: 2, is_team_sport: true }),
    ];
    catalogApi();
    drawAt(`/app/sports/${KABADDI.id}/categories`);
    expect(await screen.findByRole('heading', { name: 'Kabaddi की कैटेगरी' })).toBeTruthy();
    expect(await cellsOf('Doubles')).toEqual([
      'Doubles2 खिलाड़ियों की टीम',
      '—',
      '—',
      '—',
      'कोई भी',
      '',
    ]);
    expect(screen.getByRole('columnheader', { name: 'न्यूनतम उम्र' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'खेलों पर वापस जाएँ' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'कैटेगरी जोड़ें' }));
    const modal = await dialog('कैटेगरी जोड़ें');
    expect(within(modal).getByRole('spinbutton', { name: /^टीम में खिलाड़ी/ })).toBeTruthy();
    expect(within(modal).getByText('व्यक्तिगत इवेंट के लिए 1')).toBeTruthy();
    expect(within(modal).getByRole('spinbutton', { name: 'अधिकतम वज़न (kg)' })).toBeTruthy();
    await choose(modal, 'लिंग', 'महिला');
  });

  it('says a sport without categories has none, in Hindi', async () => {
    speak('hi');
    catalogApi();
    drawAt(`/app/sports/${FOOTBALL.id}/categories`);
    expect(await screen.findByText('कोई कैटेगरी उपलब्ध नहीं है')).toBeTruthy();
  });
});
