import { describe, expect, it } from 'vitest';
import { createEnglishMatcher } from '../../shared/i18n/english-matcher';
import type { CompiledMessages } from '../../shared/i18n/render';
import { translateEnglish } from '../../shared/i18n/translate-english';
import { requiredMessage } from '../../shared/messages';
import { useTestApp } from '../test/test-app';

// Issue 29: a form on a Hindi page says the shared schemas' English texts in Hindi with the
// `errors` messages it fetches here (web/i18n/validation-messages.ts), the very ones the server
// translates its own 400s with.
const ctx = useTestApp({ worker: false });

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('GET /api/v1/languages/:language/errors', () => {
  it('answers the English and the language’s errors messages, compiled, for a day in caches', async () => {
    const res = await get('/api/v1/languages/hi/errors');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const data = res.json().data as {
      language: string;
      english: CompiledMessages;
      messages: CompiledMessages;
    };
    expect(data.language).toBe('hi');
    expect(data.english['errors.notFound']).toEqual(['Not Found']);
    expect(data.messages['errors.notFound']).toEqual(['नहीं मिला']);
    expect(Object.keys(data.messages).sort()).toEqual(Object.keys(data.english).sort());
    // Only the errors part: not the pages' messages, nor the app area's.
    expect(data.messages['nav.about']).toBeUndefined();
    expect(data.messages['participate.register']).toBeUndefined();

    // What the browser makes of it says a form's text as the server says it.
    const matcher = createEnglishMatcher(data.english, data.messages, 'hi');
    const text = requiredMessage('Phone Number');
    expect(matcher.translate(text)).toBe('फ़ोन नंबर ज़रूरी है');
    expect(matcher.translate(text)).toBe(translateEnglish(text, 'hi'));
  });

  it('refuses a language it lacks as an unknown id', async () => {
    const res = await get('/api/v1/languages/fr/errors');
    expect(res.statusCode).toBe(404);
  });
});
