import {
  expect,
  request as playwrightRequest,
  test as base,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import type { Category, Sport } from '../src/shared/catalog/schemas';
import { MSG } from '../src/shared/messages';
import { demoSessionFile, type DemoRole } from './support/sessions';
import { DEMO, dismissToast } from './support/accounts';

/**
 * Sports, categories and the admin's view of hosts (§2 /app/sports, /app/sports/{id}/categories,
 * /app/events/category, /app/users). Each role logs in once per run through the API and the
 * tests reuse its cookie: the login route allows only 10 attempts per email in 15 minutes.
 */

type Role = DemoRole;
const sessionFile = (role: Role, baseURL: string) => demoSessionFile('catalog', role, baseURL);

const test = base.extend<{ role: Role; asAdmin: APIRequestContext }>({
  role: ['admin', { option: true }],
  storageState: async ({ role, baseURL }, use) => {
    await use(await sessionFile(role, baseURL!));
  },
  /** The admin's API, for setting up data whatever role the page has. */
  asAdmin: async ({ baseURL }, use) => {
    const context = await playwrightRequest.newContext({
      baseURL,
      storageState: await sessionFile('admin', baseURL!),
    });
    await use(context);
    await context.dispose();
  },
});

const unique = (label: string) => `${label} ${Date.now()}${Math.random().toString(36).slice(2, 5)}`;

async function createSport(api: APIRequestContext, name = unique('Kabaddi')): Promise<Sport> {
  const res = await api.post('/api/v1/sports', { data: { sports_name: name } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: Sport }).data;
}

async function categoriesOf(api: APIRequestContext, sportsId: string): Promise<Category[]> {
  const res = await api.get(`/api/v1/category/?sports_id=${sportsId}&limit=100`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: Category[] }).data;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const row = (page: Page, text: string) =>
  page.getByRole('main').getByRole('row').filter({ hasText: text });
const sportsTable = (page: Page) => page.getByRole('table', { name: 'Sports Details' });

test.describe('sports (admin)', () => {
  test('admin adds a sport and sees it in the table', async ({ page }) => {
    const name = unique('Kho Kho');
    await page.goto('/app/sports');
    await expect(h1(page)).toHaveText('Sports Details');
    await expect(page).toHaveTitle('Sports Details · Matchday');
    await expect(sportsTable(page).getByRole('columnheader').first()).toHaveText('Sports Name');
    await expect(row(page, 'Football')).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);

    await page.getByRole('button', { name: 'Add New Sport' }).click();
    await expect(page).toHaveURL(/\/app\/sports\/add-sports$/);
    const modal = dialog(page, 'Add New Sport');
    await modal.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await modal.getByRole('button', { name: 'Save' }).click();

    await dismissToast(page, MSG.success);
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/app\/sports$/);
    await expect(sportsTable(page).getByRole('cell', { name, exact: true })).toBeVisible();
  });

  test('the sport form needs a name and refuses a taken one', async ({ page }) => {
    await page.goto('/app/sports/add-sports');
    const modal = dialog(page, 'Add New Sport');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByText('Name is required')).toBeVisible();

    await modal.getByRole('textbox', { name: 'Name', exact: true }).fill('football');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByText('A sport with this name already exists')).toBeVisible();
    await expect(modal).toBeVisible();
  });

  test('admin edits a sport name in the modal', async ({ page }) => {
    const sport = await createSport(page.request);
    const renamed = unique('Renamed');
    await page.goto('/app/sports');
    await page.getByRole('button', { name: `Edit ${sport.sports_name}`, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/app/sports/${sport.id}/edit$`));
    const modal = dialog(page, 'Edit Sport');
    const field = modal.getByRole('textbox', { name: 'Name', exact: true });
    await expect(field).toHaveValue(sport.sports_name);
    await field.fill(renamed);
    await modal.getByRole('button', { name: 'Save' }).click();

    await dismissToast(page, MSG.success);
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/app\/sports$/);
    await expect(sportsTable(page).getByRole('cell', { name: renamed, exact: true })).toBeVisible();
    await expect(row(page, sport.sports_name)).toHaveCount(0);
  });

  test('Escape and a click on the overlay close the sport modal', async ({ page }) => {
    await page.goto('/app/sports/add-sports');
    const modal = dialog(page, 'Add New Sport');
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/app\/sports$/);

    await page.getByRole('button', { name: 'Edit Football', exact: true }).click();
    await expect(dialog(page, 'Edit Sport')).toBeVisible();
    await page.mouse.click(8, 400); // outside the dialog's paper: the overlay
    await expect(dialog(page, 'Edit Sport')).toBeHidden();
    await expect(page).toHaveURL(/\/app\/sports$/);
  });
});

test.describe('categories (admin)', () => {
  test('a sport without categories says No Categories Available', async ({ page }) => {
    const sport = await createSport(page.request);
    await page.goto('/app/sports');
    await sportsTable(page).getByRole('cell', { name: sport.sports_name, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/app/sports/${sport.id}/categories$`));
    await expect(h1(page)).toHaveText(`${sport.sports_name} Categories`);
    await expect(page.getByText('No Categories Available')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Sports' }).click();
    await expect(page).toHaveURL(/\/app\/sports$/);
  });

  test('the category form shows the required texts when submitted empty', async ({ page }) => {
    const sport = await createSport(page.request);
    await page.goto(`/app/sports/${sport.id}/categories`);
    await page.getByRole('button', { name: 'Add Category' }).click();
    await expect(page).toHaveURL(/\/categories\/add-category$/);
    const modal = dialog(page, 'Add Category');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByText('Name is required')).toBeVisible();
    await expect(modal.getByText('Participants In Team is required')).toBeVisible();

    await modal.getByRole('textbox', { name: 'Name', exact: true }).fill('Open');
    await modal.getByRole('spinbutton', { name: 'Participants In Team' }).fill('1');
    await modal.getByRole('spinbutton', { name: 'Min Age' }).fill('20');
    await modal.getByRole('spinbutton', { name: 'Max Age' }).fill('12');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByText('Min Age cannot be more than Max Age')).toBeVisible();
    expect(await categoriesOf(page.request, sport.id)).toEqual([]);
  });

  test('admin adds a category and sees it in the sport categories', async ({ page }) => {
    const sport = await createSport(page.request);
    const name = unique('Girls Under 14');
    await page.goto(`/app/sports/${sport.id}/categories/add-category`);
    const modal = dialog(page, 'Add Category');
    await modal.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await modal.getByRole('spinbutton', { name: 'Participants In Team' }).fill('7');
    await modal.getByRole('spinbutton', { name: 'Min Age' }).fill('10');
    await modal.getByRole('spinbutton', { name: 'Max Age' }).fill('14');
    await modal.getByRole('spinbutton', { name: 'Min Weight (kg)' }).fill('30');
    await modal.getByRole('spinbutton', { name: 'Max Weight (kg)' }).fill('45');
    await modal.getByRole('combobox', { name: 'Gender' }).click();
    await page.getByRole('option', { name: 'Female' }).click();
    await modal.getByRole('button', { name: 'Save' }).click();

    await dismissToast(page, MSG.success);
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/app/sports/${sport.id}/categories$`));
    const table = page.getByRole('table', { name: `${sport.sports_name} Categories` });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Name',
      'Min Age',
      'Max Age',
      'Weight',
      'Gender',
      'Actions',
    ]);
    await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      `${name}Team of 7`,
      '10',
      '14',
      '30–45 kg',
      'Female',
      '',
    ]);
    // Numbers travel as numbers; the server derives the team flag.
    const [saved] = await categoriesOf(page.request, sport.id);
    expect(saved).toMatchObject({
      name,
      min_age: 10,
      max_age: 14,
      min_weight_allowed: 30,
      max_weight_allowed: 45,
      gender: 'female',
      participants_in_team: 7,
      is_team_sport: true,
    });
  });

  test('admin edits a category', async ({ page }) => {
    const sport = await createSport(page.request);
    const res = await page.request.post('/api/v1/category/', {
      data: { sports_id: sport.id, name: 'Singles', participants_in_team: 1, gender: 'male' },
    });
    expect(res.status(), await res.text()).toBe(201);
    await page.goto(`/app/sports/${sport.id}/categories`);
    await expect(row(page, 'Singles')).toContainText('Individual');
    await page.getByRole('button', { name: 'Edit Singles', exact: true }).click();

    const modal = dialog(page, 'Edit Category');
    await expect(modal.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Singles');
    await modal.getByRole('textbox', { name: 'Name', exact: true }).fill('Doubles');
    await modal.getByRole('spinbutton', { name: 'Participants In Team' }).fill('2');
    await modal.getByRole('combobox', { name: 'Gender' }).click();
    await page.getByRole('option', { name: 'Any' }).click();
    await modal.getByRole('button', { name: 'Save' }).click();

    await dismissToast(page, MSG.success);
    await expect(modal).toBeHidden();
    await expect(row(page, 'Doubles')).toContainText('Team of 2');
    await expect(row(page, 'Doubles')).toContainText('Any');
    await expect(row(page, 'Singles')).toHaveCount(0);
  });

  test('the standalone page adds a category to the chosen sport', async ({ page }) => {
    const sport = await createSport(page.request);
    const name = unique('Veterans');
    await page.goto('/app/events/category');
    await expect(h1(page)).toHaveText('Add Category');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Sport is required')).toBeVisible();

    await page.getByRole('combobox', { name: 'Sport' }).click();
    await page.getByRole('option', { name: sport.sports_name, exact: true }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('spinbutton', { name: 'Participants In Team' }).fill('1');
    await page.getByRole('spinbutton', { name: 'Min Age' }).fill('40');
    await page.getByRole('button', { name: 'Save' }).click();

    await dismissToast(page, MSG.success);
    await expect(page).toHaveURL(new RegExp(`/app/sports/${sport.id}/categories$`));
    await expect(row(page, name)).toContainText('Individual');
    await expect(row(page, name)).toContainText('40');
  });
});

test.describe('on a phone (admin)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('each category is a card: every value and the edit button on screen', async ({ page }) => {
    const sport = await createSport(page.request);
    const name = unique('Under 11 Mixed Doubles');
    const res = await page.request.post('/api/v1/category', {
      data: {
        sports_id: sport.id,
        name,
        participants_in_team: 2,
        min_age: 8,
        max_age: 11,
        gender: 'female',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    await page.goto(`/app/sports/${sport.id}/categories`);
    const card = row(page, name);
    await expect(card.getByRole('cell')).toHaveText([
      `${name}Team of 2`,
      '8',
      '11',
      '—',
      'Female',
      '',
    ]);
    // A table would put Gender and the edit icon off the 375 px screen (inside a scroller).
    for (const target of [
      card.getByRole('cell', { name: 'Female' }),
      card.getByRole('button', { name: `Edit ${name}` }),
    ]) {
      const box = (await target.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
  });
});

test.describe('a host', () => {
  test.use({ role: 'host' });

  test('sees the sports without edit icons but can add a category', async ({ page, asAdmin }) => {
    const sport = await createSport(asAdmin);
    const name = unique('Host Open');
    await page.goto('/app/sports');
    await expect(
      sportsTable(page).getByRole('cell', { name: 'Football', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add New Sport' })).toHaveCount(0);

    await sportsTable(page).getByRole('cell', { name: sport.sports_name, exact: true }).click();
    await expect(h1(page)).toHaveText(`${sport.sports_name} Categories`);
    await page.getByRole('button', { name: 'Add Category' }).click();
    const modal = dialog(page, 'Add Category');
    await modal.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await modal.getByRole('spinbutton', { name: 'Participants In Team' }).fill('4');
    await modal.getByRole('button', { name: 'Save' }).click();

    await dismissToast(page, MSG.success);
    await expect(row(page, name)).toContainText('Team of 4');
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  });

  test('cannot open the sport modals, the category edit or the users', async ({ page }) => {
    await page.goto('/app/sports/add-sports');
    await expect(page).toHaveURL(/\/app\/sports$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(h1(page)).toHaveText('Sports Details');

    const sportsRes = await page.request.get('/api/v1/sports?limit=100');
    const football = ((await sportsRes.json()) as { data: Sport[] }).data.find(
      (s) => s.sports_name === 'Football',
    )!;
    const [category] = await categoriesOf(page.request, football.id);
    await page.goto(`/app/sports/${football.id}/categories/${category!.id}/edit`);
    await expect(page).toHaveURL(new RegExp(`/app/sports/${football.id}/categories$`));
    await expect(h1(page)).toHaveText('Football Categories');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/app/users');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });
});

test.describe('a participant', () => {
  test.use({ role: 'participant' });

  test('has no Sports section and is sent from /app/sports to the dashboard', async ({ page }) => {
    await page.goto('/app/dashboard');
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sports' })).toHaveCount(0);

    await page.goto('/app/sports');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app/events/category');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });
});

test.describe('users (admin)', () => {
  test("admin opens a host's details from Users", async ({ page }) => {
    await page.goto('/app/users');
    await expect(h1(page)).toHaveText('Users Details');
    const table = page.getByRole('table', { name: 'Hosts' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Name',
      'Email',
      'Phone Number',
      'Role',
      'Status',
      'Actions',
    ]);
    await expect(table.getByRole('cell', { name: DEMO.admin })).toHaveCount(0);
    await table.getByRole('cell', { name: DEMO.host, exact: true }).click();

    await expect(page).toHaveURL(/\/app\/users\/users-details\/[0-9a-f]{24}$/);
    const modal = dialog(page, 'User Details');
    await expect(modal).toContainText('Bengaluru Sports League');
    await expect(modal).toContainText('Rohan Mehta');
    await expect(modal).toContainText('12 MG Road, Bengaluru');
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/app\/users$/);
  });
});

for (const width of [375, 1280]) {
  test(`catalog screens at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width < 768 ? 800 : 900 });
    const fitsWidth = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );

    await page.goto('/app/sports');
    await expect(
      sportsTable(page).getByRole('cell', { name: 'Wrestling', exact: true }),
    ).toBeVisible();
    await fitsWidth();
    await page.screenshot({ path: testInfo.outputPath(`sports-${width}.png`), fullPage: true });

    await sportsTable(page).getByRole('cell', { name: 'Wrestling', exact: true }).click();
    await expect(row(page, 'Men Freestyle 57 kg')).toContainText('53–57 kg');
    await fitsWidth();
    await page.screenshot({ path: testInfo.outputPath(`categories-${width}.png`), fullPage: true });

    await page.getByRole('button', { name: 'Edit Men Freestyle 57 kg' }).click();
    await expect(dialog(page, 'Edit Category')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`category-form-${width}.png`) });
    await page.keyboard.press('Escape');

    await page.goto('/app/sports/add-sports');
    await expect(dialog(page, 'Add New Sport')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`sport-form-${width}.png`) });

    await page.goto('/app/events/category');
    await expect(page.getByRole('combobox', { name: 'Sport' })).toBeEnabled();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Sport is required')).toBeVisible();
    await fitsWidth();
    await page.screenshot({ path: testInfo.outputPath(`category-page-${width}.png`) });

    await page.goto('/app/users');
    // A phone shows hosts as cards with a Details button; a wide screen a table of rows.
    if (width < 768) await page.getByRole('button', { name: 'Details of Rohan Mehta' }).click();
    else await page.getByRole('cell', { name: DEMO.host, exact: true }).click();
    await expect(dialog(page, 'User Details')).toContainText('Bengaluru Sports League');
    await page.screenshot({ path: testInfo.outputPath(`user-details-${width}.png`) });
  });
}
