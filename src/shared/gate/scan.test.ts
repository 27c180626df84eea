import { describe, expect, it } from 'vitest';
import { ticketPagePath, tokenFromScan } from './scan';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv.0123456789abcdef';

describe('tokenFromScan (issue 29)', () => {
  it('keeps a bare token, trimmed', () => {
    expect(tokenFromScan(TOKEN)).toBe(TOKEN);
    expect(tokenFromScan(`  ${TOKEN}\n`)).toBe(TOKEN);
  });

  it("takes the token from a ticket page's address", () => {
    expect(tokenFromScan(`https://matchday.in/tickets/${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromScan(`http://localhost:3000/tickets/${TOKEN}/`)).toBe(TOKEN);
    expect(tokenFromScan(`https://matchday.in/tickets/${TOKEN}?lang=hi#top`)).toBe(TOKEN);
    expect(tokenFromScan(` https://matchday.in${ticketPagePath(TOKEN)} `)).toBe(TOKEN);
  });

  it('decodes an escaped segment, and leaves other text alone', () => {
    expect(tokenFromScan('https://x.in/tickets/a%2Eb')).toBe('a.b');
    expect(tokenFromScan('https://matchday.in/events')).toBe('https://matchday.in/events');
    expect(tokenFromScan('')).toBe('');
  });
});
