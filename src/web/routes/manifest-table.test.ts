import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/routes';
import { PAGES } from './manifest';

// The manifest writes its patterns out rather than importing the table: importing put the table
// in every page's first JavaScript, past its 170 KB budget. This keeps the two one list.
describe('the manifest and the route table', () => {
  it('name the same pages with the same patterns', () => {
    expect(PAGES.map((r) => r.path).sort()).toEqual(Object.values(ROUTES).sort());
  });
});
