import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { fillTemplate, orderedParams, whatsAppParam, WHATSAPP_TEMPLATES } from './templates';

describe('the WhatsApp templates (issue 29)', () => {
  it('number their placeholders 1..n, one per named parameter, never first or last', () => {
    for (const [name, t] of Object.entries(WHATSAPP_TEMPLATES))
      for (const language of LANGUAGES) {
        const body = t.body[language];
        const used = [...body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));
        // Every language uses each parameter once; its word order may differ, not here so far.
        expect(used, `${name} ${language}`).toEqual(t.params.map((_, i) => i + 1));
        // Meta refuses a body that starts or ends with a parameter, or runs past 1024 characters.
        expect(body.trim().startsWith('{{'), name).toBe(false);
        expect(body.trim().endsWith('}}'), name).toBe(false);
        expect(body.length, name).toBeLessThan(1024);
      }
  });

  it('fill a body with its parameters in their order', () => {
    const params = orderedParams('event_cancelled', {
      link: 'http://matchday.test/app/dashboard',
      reason: 'Heavy\nrain',
      event: '“Monsoon Open”',
      name: 'Asha',
    });
    expect(params).toEqual([
      'Asha',
      '“Monsoon Open”',
      'Heavy rain',
      'http://matchday.test/app/dashboard',
    ]);
    expect(fillTemplate('event_cancelled', params)).toBe(
      'Hi Asha, “Monsoon Open” has been cancelled by its organiser: Heavy rain. Your registration is cancelled and any fee you paid is refunded in full. Details: http://matchday.test/app/dashboard We hope to see you at another event.',
    );
    expect(fillTemplate('no_such_template', ['a', 'b'])).toBe('[no_such_template] a | b');
  });

  it("fill the reader's language's body: Hindi for a Hindi reader, English for an unknown code", () => {
    const params = orderedParams('certificates_ready', {
      name: 'Sunita',
      event: '“Pune Open”',
      certificate: 'http://matchday.test/certificates/abc',
      results: 'http://matchday.test/events/event-details/1/results',
    });
    expect(fillTemplate('certificates_ready', params, 'hi')).toBe(
      'नमस्ते Sunita, “Pune Open” के नतीजे तय हो गए हैं और आपका सर्टिफ़िकेट तैयार है: http://matchday.test/certificates/abc नतीजे देखें: http://matchday.test/events/event-details/1/results बहुत बढ़िया खेले!',
    );
    expect(fillTemplate('certificates_ready', params, 'xx')).toMatch(/^Hi Sunita, the results/);
  });

  it('make each parameter one line WhatsApp takes: no tabs, new lines or long runs of spaces, never empty', () => {
    expect(whatsAppParam('  Line one\r\n\tLine     two  ')).toBe('Line one Line two');
    expect(whatsAppParam('   ')).toBe('-');
    expect(whatsAppParam('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
