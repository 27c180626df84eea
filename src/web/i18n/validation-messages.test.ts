import { afterEach, describe, expect, it, vi } from 'vitest';
import { compiledErrorMessages } from '../../shared/i18n/compiled';
import { refuse, scriptedApi } from '../test/scripted-api';
import { speak } from '../test/speak';
import {
  loadErrorTranslator,
  translateFieldErrors,
  translateIssues,
  translateTexts,
} from './validation-messages';

// Issue 29: the shared schemas' English messages on a form, said in the page's language with the
// `errors` messages fetched from the server (decision 043).
afterEach(() => speak('en'));

const shout = (text: string) => text.toUpperCase();

describe('translateIssues: react-hook-form errors walked', () => {
  it('translates every message and types text, nested in objects and array items', () => {
    const ref = { focus: () => {} };
    const members = Object.assign(
      [
        undefined,
        { name: { type: 'too_small', message: 'Name is required', ref } },
        { role: { type: 'custom', message: 'Role is required' } },
      ],
      { root: { type: 'custom', message: 'Only one Captain is allowed' } },
    );
    delete members[0]; // a gap: item 0 is valid
    const errors = {
      email: {
        type: 'invalid_format',
        message: 'Invalid email format',
        ref,
        types: { invalid_format: 'Invalid email format', custom: ['a', 'b'] },
      },
      address: { city: { type: 'too_small', message: 'City is required' } },
      members,
    };

    const said = translateIssues(errors, shout);

    expect(said.email).toEqual({
      type: 'invalid_format',
      message: 'INVALID EMAIL FORMAT',
      ref,
      types: { invalid_format: 'INVALID EMAIL FORMAT', custom: ['A', 'B'] },
    });
    expect(said.email.ref).toBe(ref); // the element itself, not a copy
    expect(said.address.city.message).toBe('CITY IS REQUIRED');
    expect(Array.isArray(said.members)).toBe(true);
    expect(said.members).toHaveLength(3);
    expect(0 in said.members).toBe(false);
    expect(said.members[1]).toEqual({
      name: { type: 'too_small', message: 'NAME IS REQUIRED', ref },
    });
    expect(said.members[2]?.role?.message).toBe('ROLE IS REQUIRED');
    expect(said.members.root.message).toBe('ONLY ONE CAPTAIN IS ALLOWED');
    // The original is left as it was.
    expect(errors.members[1]?.name?.message).toBe('Name is required');
  });
});

describe('loadErrorTranslator', () => {
  it('says nothing new on an English page, and asks the server for nothing', async () => {
    const api = scriptedApi({});
    expect((await loadErrorTranslator())('Email is required')).toBe('Email is required');
    expect(await translateTexts({ email: 'Email is required' })).toEqual({
      email: 'Email is required',
    });
    expect(api.count('GET /languages/:language/errors')).toBe(0);
  });

  it('keeps English when the messages do not arrive, then tries again and fetches them once', async () => {
    speak('hi');
    let down = true;
    const api = scriptedApi({
      'GET /languages/:language/errors': ({ url }) => {
        if (down) return refuse(503, 'Service unavailable');
        const language = url.pathname.split('/').at(-2) as 'hi';
        return {
          language,
          english: compiledErrorMessages('en'),
          messages: compiledErrorMessages(language),
        };
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const errors = { email: { type: 'too_small', message: 'Email is required' } };

    expect(await translateFieldErrors(errors)).toEqual(errors); // never lose an error
    expect(warn).toHaveBeenCalledTimes(1);

    down = false;
    expect(await translateFieldErrors(errors)).toEqual({
      email: { type: 'too_small', message: 'ईमेल ज़रूरी है' },
    });
    expect(
      await translateTexts({ password: 'Password is required', email: 'Invalid email format' }),
    ).toEqual({ password: 'पासवर्ड ज़रूरी है', email: 'ईमेल का फ़ॉर्मैट सही नहीं है' });
    // A text the catalog lacks stays English.
    expect((await loadErrorTranslator())('Something else')).toBe('Something else');
    expect(api.sent('GET /languages/:language/errors')).toHaveLength(2); // the failure, then once
    warn.mockRestore();
  });
});
