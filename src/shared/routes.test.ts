import { describe, expect, it } from 'vitest';
import { ROUTES } from './routes';
import { API_ROUTES, apiHref, href } from './href';

describe('href (issue 25)', () => {
  it('fills each :name, encoding its value', () => {
    expect(href(ROUTES.eventDetails, { eventId: 'abc' })).toBe('/events/event-details/abc');
    expect(href(ROUTES.confirmOtp, { email: 'a+b@x.in' })).toBe('/confirm-otp/a%2Bb%40x.in');
    expect(href(ROUTES.resetPassword, { token: 'a/b c?d#e' })).toBe(
      '/reset-password/a%2Fb%20c%3Fd%23e',
    );
    expect(href(ROUTES.editParticipant, { eventId: 'e1', participantId: 'p 2' })).toBe(
      '/app/events/event-details/e1/edit-participant/p%202',
    );
    expect(href(ROUTES.dashboard)).toBe('/app/dashboard');
    expect(href(ROUTES.settings, {})).toBe('/app/settings');
  });

  it('appends the non-empty query values, encoded, in order', () => {
    expect(href(ROUTES.verifyEmail, {}, { token: 'a&b=c' })).toBe('/verify-email?token=a%26b%3Dc');
    expect(
      href(ROUTES.participate, { eventId: 'e1' }, { category: 'c 1', for: undefined, x: '' }),
    ).toBe('/app/events/event-details/e1/participate?category=c%201');
    expect(href(ROUTES.paymentSuccess, {}, { participation: 'p1', n: 2 })).toBe(
      '/app/paymentSuccess?participation=p1&n=2',
    );
    expect(href(ROUTES.events, {}, { a: undefined, b: null })).toBe('/events');
  });

  it('gives the API endpoints their full path under /api/v1', () => {
    expect(apiHref(API_ROUTES.ticketQr, { token: 'T/1' })).toBe('/api/v1/tickets/T%2F1/qr.svg');
    expect(apiHref(API_ROUTES.calendar, { id: 'e1' })).toBe('/api/v1/events/e1/calendar.ics');
    expect(apiHref(API_ROUTES.certificatePdf, { code: 'C1' })).toBe('/api/v1/certificates/C1/pdf');
  });

  it('types the parameters from the pattern: none missing, none extra', () => {
    // @ts-expect-error -- eventId is missing
    expect(() => href(ROUTES.eventDetails, {})).toThrow(/eventId/);
    // @ts-expect-error -- the parameters are required when the pattern has some
    expect(() => href(ROUTES.checkIn)).toThrow(/eventId/);
    // @ts-expect-error -- participantId is missing
    expect(() => href(ROUTES.editParticipant, { eventId: 'e1' })).toThrow(/participantId/);
    // @ts-expect-error -- `id` is not a parameter of the event page
    href(ROUTES.eventDetails, { eventId: 'e1', id: 'x' });
    // @ts-expect-error -- a page without parameters takes none
    href(ROUTES.dashboard, { eventId: 'e1' });
    // @ts-expect-error -- values are strings
    href(ROUTES.certificate, { code: 1 });
    // @ts-expect-error -- ticketQr's parameter is `token`
    expect(() => apiHref(API_ROUTES.ticketQr, { id: 'x' })).toThrow(/token/);
  });

  it('lists every page pattern once', () => {
    const patterns = Object.values(ROUTES);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
