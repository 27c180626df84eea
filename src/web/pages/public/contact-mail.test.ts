import { describe, expect, it } from 'vitest';
import { contactMailto } from './contact-mail';

describe('contact mail', () => {
  it('prefills subject and body, encoded so a mail client reads them back exactly', () => {
    const url = new URL(
      contactMailto('help@matchday.test', {
        name: 'Priya Nair',
        email: 'priya@example.test',
        phoneNumber: '+91 98765 01234',
        role: 'Event Organizer',
        message: 'Fees & dates?\nThanks',
      }),
    );
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('help@matchday.test');
    expect(url.search).not.toContain('+'); // spaces are %20: some mail clients keep a '+'
    expect(url.searchParams.get('subject')).toBe(
      'Matchday enquiry (Event Organizer) from Priya Nair',
    );
    expect(url.searchParams.get('body')).toBe(
      'Name: Priya Nair\nEmail: priya@example.test\nPhone Number: +91 98765 01234\n' +
        'Role: Event Organizer\n\nFees & dates?\nThanks',
    );
  });

  it('works with an empty form (§5: nothing is required)', () => {
    const url = new URL(
      contactMailto('help@matchday.test', {
        name: '',
        email: '',
        phoneNumber: '',
        role: '',
        message: '',
      }),
    );
    expect(url.searchParams.get('subject')).toBe('Matchday enquiry');
  });
});
