// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../shared/roles';
import { siteConfigQuery } from '../api/site';
import { AppShell } from '../app-shell';
import { desktopMedia, testUser } from '../test/app-router';
import { scriptedApi } from '../test/scripted-api';
import { speak } from '../test/speak';
import { AppLayout } from './AppLayout';

// The app area's frame (issue 29): the side menu, the top links, the breadcrumbs, the user menu
// and the test-mode banner in the page's language.

function drawLayout(url: string, role: Role) {
  scriptedApi({ 'GET /auth/verify-token': () => testUser(role) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(siteConfigQuery.queryKey, {
    support_email: 'help@matchday.test',
    support_phone: '+91 90000 11111',
    referee_whatsapp: '',
    payments_test_mode: true,
  });
  const router = createMemoryRouter(
    [{ path: '/app', element: <AppLayout />, children: [{ path: '*', element: <p>page</p> }] }],
    { initialEntries: [url] },
  );
  render(
    <AppShell client={client}>
      <RouterProvider router={router} />
    </AppShell>,
  );
}

/** The names of a navigation's links. */
const linksOf = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((l) => l.textContent);

beforeEach(() => {
  window.matchMedia = desktopMedia;
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  speak('en');
});

describe('the app layout', () => {
  it('speaks English by default', async () => {
    drawLayout('/app/events/add-event', 'Admin');
    await screen.findByRole('button', { name: /Test Admin/ });
    expect(linksOf('Sections')).toEqual([
      'Dashboard',
      'Events',
      'Sports',
      'Users',
      'Payments',
      'Earnings',
    ]);
    expect(linksOf('Top').at(-1)).toBe('Home');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs.textContent).toBe('Home/App/Events/Add Event');
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Matchday home' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /Test Admin/ }));
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeTruthy();
  });

  it('speaks Hindi: menus, breadcrumbs, user menu and banner', async () => {
    speak('hi');
    drawLayout('/app/events/add-event', 'Admin');
    await screen.findByRole('button', { name: /Test Admin/ });
    expect(linksOf('सेक्शन')).toEqual(['डैशबोर्ड', 'इवेंट', 'खेल', 'यूज़र', 'पेमेंट', 'कमाई']);
    expect(linksOf('ऊपरी मेन्यू').at(-1)).toBe('होम');
    const crumbs = screen.getByRole('navigation', { name: 'पेज का रास्ता' });
    expect(crumbs.textContent).toBe('होम/ऐप/इवेंट/इवेंट जोड़ें');
    expect(screen.getByRole('link', { name: 'Matchday होम' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('टेस्ट मोड — कोई असली पेमेंट नहीं');
    fireEvent.click(screen.getByRole('button', { name: 'साइडबार छोटा करें' }));
    expect(screen.getByRole('button', { name: 'साइडबार खोलें' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Test Admin/ }));
    expect(screen.getByRole('menuitem', { name: 'प्रोफ़ाइल' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'लॉग आउट' })).toBeTruthy();
  });

  it('names the pages of a host’s breadcrumbs in Hindi; a segment it does not know stays as it is', async () => {
    speak('hi');
    drawLayout('/app/sports/0190f3a2b4c5d6e7f8091a2b/categories/add-category', 'Host');
    await screen.findByRole('button', { name: /Test Host/ });
    const crumbs = screen.getByRole('navigation', { name: 'पेज का रास्ता' });
    expect(crumbs.textContent).toBe('होम/ऐप/खेल/कैटेगरी/कैटेगरी जोड़ें');
    cleanup();
    drawLayout('/app/teams/join/abc123', 'Host');
    await screen.findByRole('button', { name: /Test Host/ });
    expect(screen.getByRole('navigation', { name: 'पेज का रास्ता' }).textContent).toBe(
      'होम/ऐप/टीमें/जुड़ें/Abc123',
    );
  });
});
