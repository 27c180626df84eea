// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/component-kit';
import { renderRoutes } from '../../test/event-fixtures';
import ContactPage from './ContactPage';
import type * as ContactMail from './contact-mail';

// /contactUs (§2): sending opens the visitor's mail client with a message to support, prefilled
// from the form (contact-mail.test.ts tests the address it builds). That typed text survives
// the page's hydration is e2e (server-rendering.spec.ts).

const opened = vi.hoisted(() => [] as string[]);
vi.mock('./contact-mail', async (original) => ({
  ...(await original<typeof ContactMail>()),
  openMailClient: (url: string) => opened.push(url),
}));

describe('the contact page', () => {
  it('opens a mail to support with the form as subject and body', async () => {
    fakeApi({
      'GET /config': {
        support_email: 'help@matchday.test',
        support_phone: '+91 80 4000 1234',
        referee_whatsapp: '',
        payments_test_mode: true,
      },
    });
    renderRoutes({ '/contactUs': <ContactPage /> }, '/contactUs');
    expect(await screen.findByRole('link', { name: 'help@matchday.test' })).toBeTruthy();
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('Name', 'Priya Nair');
    type('Email', 'priya@example.test');
    type('Phone Number', '9876501234');
    fireEvent.focus(screen.getByLabelText('Name'));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Role' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Academy Owner' }));
    type('Message', 'We run an academy & want to list 2 events.');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(opened).toHaveLength(1);
    const url = new URL(opened[0]!);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('help@matchday.test');
    expect(url.searchParams.get('subject')).toBe(
      'Matchday enquiry (Academy Owner) from Priya Nair',
    );
    expect(url.searchParams.get('body')).toBe(
      [
        'Name: Priya Nair',
        'Email: priya@example.test',
        'Phone Number: 9876501234',
        'Role: Academy Owner',
        '',
        'We run an academy & want to list 2 events.',
      ].join('\n'),
    );
    // If no mail app opened, the page offers the same message as a link.
    expect(
      (await screen.findByRole('link', { name: 'open the message' })).getAttribute('href'),
    ).toBe(opened[0]);
  });
});
