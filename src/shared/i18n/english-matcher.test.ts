import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { createEnglishMatcher } from './english-matcher';
import type { CompiledMessages } from './render';

// The matcher from messages given to it (what the browser fetches), no catalog of its own.
const compile = (catalog: Record<string, string>): CompiledMessages =>
  Object.fromEntries(Object.entries(catalog).map(([k, text]) => [k, compileMessageOrThrow(text)]));

const english = compile({
  'errors.required': '{label} is required',
  'errors.label.email': 'Email',
  'errors.tooShort':
    '{label} must be at least {min, plural, one {# character} other {# characters}}',
  'errors.teamFull': 'This team is full: {name} cannot join',
});
const hindi = compile({
  'errors.required': '{label} ज़रूरी है',
  'errors.label.email': 'ईमेल',
  'errors.tooShort': '{label} में कम से कम {min} अक्षर होने चाहिए',
  'errors.teamFull': 'यह टीम भर चुकी है: {name} नहीं जुड़ सकते',
});

describe('createEnglishMatcher', () => {
  const hi = createEnglishMatcher(english, hindi, 'hi');

  it('says a text in the language, a label that fills it translated too', () => {
    expect(hi.translate('Email')).toBe('ईमेल');
    expect(hi.translate('Email is required')).toBe('ईमेल ज़रूरी है');
    expect(hi.translate('Email must be at least 8 characters')).toBe(
      'ईमेल में कम से कम 8 अक्षर होने चाहिए',
    );
  });

  it('keeps data as it is and a text no message matches in English', () => {
    expect(hi.translate('This team is full: Email cannot join')).toBe(
      'यह टीम भर चुकी है: Email नहीं जुड़ सकते',
    );
    expect(hi.translate('Something else')).toBe('Something else');
    expect(hi.translate('')).toBe('');
  });

  it('names the key of a text, whatever the language', () => {
    expect(hi.key('Email is required')).toBe('errors.required');
    expect(hi.key('Email')).toBe('errors.label.email');
    expect(hi.key('Something else')).toBeNull();
  });

  it('leaves English as it is, and a message the language lacks in English', () => {
    const en = createEnglishMatcher(english, english, 'en');
    expect(en.translate('Email must be at least 8 characters')).toBe(
      'Email must be at least 8 characters',
    );
    const partial = createEnglishMatcher(english, { 'errors.label.email': ['ईमेल'] }, 'hi');
    expect(partial.translate('Email is required')).toBe('Email is required');
    expect(partial.translate('Email')).toBe('ईमेल');
  });
});
