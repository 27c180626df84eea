import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import type { Category, Sport } from '../src/shared/catalog/schemas';
import { MSG } from '../src/shared/messages';
import { expectFitsWidth } from './support/app';
import { demoSessionFile, type DemoRole } from './support/sessions';
import { DEMO, dismissToast } from './support/accounts';

/**
 * Sports, categories and the admin's view of hosts (§2 /app/sports, /app/sports/{id}/categories,
 * /app/events/category, /app/users): the admin's journey and the screens at phone and desktop
 * widths. The forms' texts, the modals and what each role may open are component tests
 * (src/web/routes/catalog-pages.test.tsx, guards.test.tsx); the server's answers are
 * src/server/sports/catalog.test.ts. Each role logs in once per run through the API and the
 * tests reuse its cookie: the login route allows only 10 attempts per email in 15 minutes.
 */

type Role = DemoRole;
const sessionFile = (role: Role, baseURL: string) => demoSessionFile('catalog', role, baseURL);

const test = base.extend<{ role: Role }>({
  role: ['admin', { option: true }],
  storageState: async ({ role, baseURL }, use) => {
    await use(await sessionFile(role, baseURL!));
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

test.describe('the catalogue (admin)', () => {
  test('admin adds a sport, opens it and adds a category, seen in both tables', async ({
    page,
  }) => {
    const name = unique('Kho Kho');
    await page.goto('/app/sports');
    await expect(h1(page)).toHaveText('Sports Details');
    await expect(page).toHaveTitle('Sports Details · Matchday');
    await expect(sportsTable(page).getByRole('columnheader').first()).toHaveText('Sports Name');
    await expect(row(page, 'Football')).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);

    await page.getByRole('button', { name: 'Add New Sport' }).click();
    await expect(page).toHaveURL(/\/app\/sports\/add-sports$/);
    const sportModal = dialog(page, 'Add New Sport');
    await sportModal.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await sportModal.getByRole('button', { name: 'Save' }).click();

    await dismissToast(page, MSG.success);
    await expect(sportModal).toBeHidden();
    await expect(page).toHaveURL(/\/app\/sports$/);
    const cell = sportsTable(page).getByRole('cell', { name, exact: true });
    await expect(cell).toBeVisible();

    // The new sport's row opens its categories: none yet.
    await cell.click();
    await expect(page).toHaveURL(/\/app\/sports\/[0-9a-f]{24}\/categories$/);
    const sportsId = /\/app\/sports\/([0-9a-f]{24})\//.exec(page.url())![1]!;
    await expect(h1(page)).toHaveText(`${name} Categories`);
    await expect(page.getByText('No Categories Available')).toBeVisible();

    const categoryName = unique('Girls Under 14');
    await page.getByRole('button', { name: 'Add Category' }).click();
    await expect(page).toHaveURL(/\/categories\/add-category$/);
    const modal = dialog(page, 'Add Category');
    await modal.getByRole('textbox', { name: 'Name', exact: true }).fill(categoryName);
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
    await expect(page).toHaveURL(new RegExp(`/app/sports/${sportsId}/categories$`));
    const table = page.getByRole('table', { name: `${name} Categories` });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Name',
      'Min Age',
      'Max Age',
      'Weight',
      'Gender',
      'Actions',
    ]);
    await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      `${categoryName}Team of 7`,
      '10',
      '14',
      '30–45 kg',
      'Female',
      '',
    ]);
    // Numbers travel as numbers; the server derives the team flag.
    const [saved] = await categoriesOf(page.request, sportsId);
    expect(saved).toMatchObject({
      name: categoryName,
      min_age: 10,
      max_age: 14,
      min_weight_allowed: 30,
      max_weight_allowed: 45,
      gender: 'female',
      participants_in_team: 7,
      is_team_sport: true,
    });

    await page.getByRole('link', { name: 'Back to Sports' }).click();
    await expect(page).toHaveURL(/\/app\/sports$/);
  });
});

/**
 * The screens every width shares: the sports and a sport's categories fit the width, the
 * category and sport modals open, and the standalone category page says what it needs.
 */
async function catalogScreensFit(page: Page, width: number) {
  const fitsWidth = () => expectFitsWidth(page, `${page.url()} at ${width} px`);

  await page.goto('/app/sports');
  await expect(
    sportsTable(page).getByRole('cell', { name: 'Wrestling', exact: true }),
  ).toBeVisible();
  await fitsWidth();

  await sportsTable(page).getByRole('cell', { name: 'Wrestling', exact: true }).click();
  await expect(row(page, 'Men Freestyle 57 kg')).toContainText('53–57 kg');
  await fitsWidth();

  await page.getByRole('button', { name: 'Edit Men Freestyle 57 kg' }).click();
  await expect(dialog(page, 'Edit Category')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/app/sports/add-sports');
  await expect(dialog(page, 'Add New Sport')).toBeVisible();

  await page.goto('/app/events/category');
  await expect(page.getByRole('combobox', { name: 'Sport' })).toBeEnabled();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Sport is required')).toBeVisible();
  await fitsWidth();
}

test.describe('on a phone (admin)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('catalog screens at 375 px; each category is a card with every value and its edit button on screen', async ({
    page,
  }) => {
    await catalogScreensFit(page, 375);

    // A phone shows hosts as cards with a Details button.
    await page.goto('/app/users');
    await page.getByRole('button', { name: 'Details of Rohan Mehta' }).click();
    await expect(dialog(page, 'User Details')).toContainText('Bengaluru Sports League');

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

test.describe('on a desktop (admin)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("catalog screens at 1280 px; admin opens a host's details from Users", async ({ page }) => {
    await catalogScreensFit(page, 1280);

    // A wide screen shows hosts as a table of rows.
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
