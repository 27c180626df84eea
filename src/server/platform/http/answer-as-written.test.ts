import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerAsWritten } from './answer-as-written';

const schema = z.object({ name: z.string(), paid: z.number() });
const compile = (production: boolean) =>
  answerAsWritten(production)({ schema, method: 'GET', url: '/mine', httpStatus: '200' });

describe('an answer marked asWritten', () => {
  it('is sent as written in production: no pass that would strip a field', () => {
    // Why tests check it: production would send what the handler wrote, secret included.
    expect(JSON.parse(compile(true)({ name: 'Aarav', paid: 5, secret: 'x' }))).toEqual({
      name: 'Aarav',
      paid: 5,
      secret: 'x',
    });
  });

  it('fails outside production when the contract would change it', () => {
    const send = compile(false);
    expect(() => send({ name: 'Aarav', paid: 5, secret: 'x' })).toThrow(/other than its contract/);
    // A value the contract refuses fails as any response check does.
    expect(() => send({ name: 'Aarav', paid: '5' })).toThrow();
  });

  it('passes outside production when the answer is the contract exactly, in any key order', () => {
    expect(JSON.parse(compile(false)({ paid: 5, name: 'आरव' }))).toEqual({ name: 'आरव', paid: 5 });
  });
});
