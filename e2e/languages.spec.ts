import { expect, test, type Page } from '@playwright/test';
import type { Event } from '../src/shared/events/schemas';
import { createVerifiedParticipant } from './support/accounts';
import { appReady } from './support/app';
import { waitForMail } from './support/outbox';

/**
 * Hindi and English (issue 29): a visitor whose browser asks for Hindi gets the public pages in
 * Hindi, drawn by the server (JavaScript off too), switches to English with the footer's or the
 * navbar's switch, and the choice holds on the next pages. Which language a request gets, the
 * cookie and the caches are API tests (src/server/platform/http/page-language.test.ts).
 */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const main = (page: Page) => page.getByRole('navigation', { name: /^(Main|मुख्य)$/ }).first();

test.describe('a Hindi browser, without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'hi-IN', viewport: { width: 375, height: 740 } });

  test('reads the public pages in Hindi and switches to English in the footer', async ({
    page,
  }) => {
    await page.goto('/events');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(h1(page)).toHaveText('इवेंट');
    await expect(page.getByRole('searchbox', { name: 'इवेंट खोजें' })).toBeVisible();
    // What hosts wrote stays as they wrote it.
    await expect(
      page.getByTestId('event-card').filter({ hasText: 'Chennai 3x3 Hoops Jam' }),
    ).toBeVisible();

    await page.goto('/home');
    await expect(h1(page)).toHaveText('अपना खेल खोजें');
    const languages = page.getByRole('navigation', { name: 'भाषा' });
    await expect(languages.getByRole('link', { name: 'हिन्दी' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await languages.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/home\?lang=en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(h1(page)).toHaveText('Discover Your Sport');

    // The choice is kept: the next page is English though the browser still asks for Hindi.
    await page.locator('footer').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  test.use({ locale: 'hi-IN' });

  test('the drawn Hindi page stays Hindi in the app, and the navbar switches it', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto('/events');
    await appReady(page);
    await expect(h1(page)).toHaveText('इवेंट');
    // The app took over the same words: a link inside it navigates without a new page.
    await main(page).getByRole('link', { name: 'हमारे बारे में' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('link', { name: 'लॉग इन' })).toBeVisible();

    // The navbar's switch, named in the page's language.
    await page.getByRole('link', { name: 'यह पेज English में पढ़ें' }).click();
    await expect(page).toHaveURL(/\/about\?lang=en$/);
    await appReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(main(page).getByRole('link', { name: 'About Us' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('a Hindi-speaking parent, on a phone', () => {
  test.use({ locale: 'hi-IN', viewport: { width: 375, height: 740 } });

  test('finds an event, registers her child and gets the confirmation, all in Hindi', async ({
    page,
    baseURL,
  }) => {
    // Signed up in Hindi (the sign-up form sends the page's language; API tests cover the rest).
    const parent = await createVerifiedParticipant(page.request, baseURL!, 'hindi-parent', {
      language: 'hi',
    });
    const events = (await (await page.request.get('/api/v1/events/?limit=100')).json()) as {
      data: Event[];
    };
    const event = events.data.find((e) => e.title === 'Mumbai Smash Badminton Open')!;
    const child = `आरव ${Math.random().toString(36).slice(2, 6)}`;

    // Signed in (the Hindi login form is a component test), with her child added as the
    // settings' dependant form adds one (through the API here: that form is not in Hindi yet).
    const session = await page.request.post('/api/v1/login', {
      data: { email: parent.email, password: parent.password },
    });
    const me = ((await session.json()) as { data: { id: string; language: string } }).data;
    expect(me.language).toBe('hi');
    const added = await page.request.post(`/api/v1/user/${me.id}/dependants`, {
      data: {
        name: child,
        date_of_birth: `${Number(event.start_date.slice(0, 4)) - 11}${event.start_date.slice(4)}`,
        gender: 'male',
        guardian_confirmed: true,
      },
    });
    expect(added.status(), await added.text()).toBe(201);

    await page.goto(`/events/event-details/${event.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await appReady(page);
    await page.getByRole('link', { name: 'अभी भाग लें' }).first().click();
    const who = page.getByRole('radiogroup', { name: 'कौन खेल रहा है?' });
    await who.getByRole('radio', { name: new RegExp(`^${child}`) }).check();
    await page.getByRole('radio', { name: 'Under 13 Singles', exact: true }).check();
    await page.getByRole('button', { name: 'रजिस्टर करें', exact: true }).click();

    await expect(page).toHaveURL(/\/app\/paymentSuccess\?participation=[0-9a-f]{24}$/, {
      timeout: 15_000,
    });
    await expect(page.getByRole('heading', { name: 'रजिस्ट्रेशन पक्का हुआ' })).toBeVisible();
    await expect(page.getByText('Under 13 Singles').first()).toBeVisible();

    const mail = await waitForMail(parent.email, 'आपका रजिस्ट्रेशन हो गया', { timeoutMs: 15_000 });
    expect(mail.subject).toBe('आपका रजिस्ट्रेशन हो गया: “Mumbai Smash Badminton Open”');
    expect(mail.text).toContain('मैदान पर मिलते हैं!');
  });
});
