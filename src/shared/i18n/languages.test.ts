import { describe, expect, it } from 'vitest';
import { cookieValue, languageFromAcceptLanguage, pageLanguage } from './languages';

describe('the language a visitor gets', () => {
  it('reads Accept-Language by weight, then order, matching a regional tag to its language', () => {
    expect(languageFromAcceptLanguage('hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('hi');
    expect(languageFromAcceptLanguage('en-IN,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(languageFromAcceptLanguage('en;q=0.5, hi;q=0.8')).toBe('hi');
    expect(languageFromAcceptLanguage('ta-IN, hi;q=0.4')).toBe('hi'); // Tamil not yet: Hindi next
    expect(languageFromAcceptLanguage('hi;q=0, en;q=0.1')).toBe('en'); // q=0: "not this one"
    expect(languageFromAcceptLanguage('fr, de;q=0.9')).toBe('en');
    expect(languageFromAcceptLanguage('')).toBe('en');
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
    expect(languageFromAcceptLanguage('hi;q=abc')).toBe('en');
  });

  it('prefers the address, then the kept choice, then the browser', () => {
    const cookie = 'session=x; lang=en; theme=dark';
    expect(pageLanguage({ param: 'hi', cookie, acceptLanguage: 'en' })).toBe('hi');
    expect(pageLanguage({ param: null, cookie, acceptLanguage: 'hi' })).toBe('en');
    expect(pageLanguage({ param: 'xx', cookie: 'lang=zz', acceptLanguage: 'hi' })).toBe('hi');
    expect(pageLanguage({})).toBe('en');
  });

  it('reads one cookie out of a header', () => {
    expect(cookieValue('a=1; lang=hi', 'lang')).toBe('hi');
    expect(cookieValue('xlang=hi', 'lang')).toBeUndefined();
    expect(cookieValue(undefined, 'lang')).toBeUndefined();
  });
});
