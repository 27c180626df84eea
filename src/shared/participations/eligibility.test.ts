import { describe, expect, it } from 'vitest';
import {
  ageOn,
  competitorIssueText,
  eligibilityIssue,
  memberIssueText,
  type CategoryLimits,
} from './eligibility';

const under13: CategoryLimits = { min_age: null, max_age: 13, gender: null };
const cadet: CategoryLimits = { min_age: 15, max_age: 17, gender: 'male' };

describe('age on the event start date (decision 015)', () => {
  it('counts a birthday on the start date as already had', () => {
    expect(ageOn('2013-12-12', '2026-12-11')).toBe(12);
    expect(ageOn('2013-12-12', '2026-12-12')).toBe(13);
    expect(ageOn('2013-12-12', '2026-12-13')).toBe(13);
  });

  it('handles month ends, year ends and the day of birth', () => {
    expect(ageOn('2012-01-31', '2026-01-30')).toBe(13);
    expect(ageOn('2012-01-31', '2026-02-01')).toBe(14);
    expect(ageOn('2012-12-31', '2026-01-01')).toBe(13);
    expect(ageOn('2026-05-01', '2026-05-01')).toBe(0);
  });

  it('makes a 29 February birthday pass on 1 March in other years', () => {
    expect(ageOn('2012-02-29', '2025-02-28')).toBe(12);
    expect(ageOn('2012-02-29', '2025-03-01')).toBe(13);
    expect(ageOn('2012-02-29', '2028-02-29')).toBe(16);
  });

  it('treats min_age and max_age as inclusive', () => {
    const on = '2026-12-12';
    expect(eligibilityIssue(under13, { name: 'A', date_of_birth: '2013-12-12' }, on)).toBeNull();
    // 14 on the day: out.
    expect(eligibilityIssue(under13, { name: 'A', date_of_birth: '2012-12-12' }, on)).toEqual({
      kind: 'age',
      age: 14,
    });
    // One day short of 14: still 13, in.
    expect(eligibilityIssue(under13, { name: 'A', date_of_birth: '2012-12-13' }, on)).toBeNull();
    const boy = (dob: string) => ({ name: 'B', date_of_birth: dob, gender: 'male' as const });
    expect(eligibilityIssue(cadet, boy('2011-12-13'), on)).toEqual({ kind: 'age', age: 14 });
    expect(eligibilityIssue(cadet, boy('2011-12-12'), on)).toBeNull();
    // 17 until the day before their 18th birthday: in; 18 on the start date: out.
    expect(eligibilityIssue(cadet, boy('2008-12-13'), on)).toBeNull();
    expect(eligibilityIssue(cadet, boy('2008-12-12'), on)).toEqual({ kind: 'age', age: 18 });
  });

  it('uses the profile age only without a date of birth, and checks gender', () => {
    expect(eligibilityIssue(under13, { name: 'Me', age: 13 }, '2026-12-12')).toBeNull();
    expect(eligibilityIssue(under13, { name: 'Me', age: 14 }, '2026-12-12')).toEqual({
      kind: 'age',
      age: 14,
    });
    expect(eligibilityIssue(under13, { name: 'Me' }, '2026-12-12')).toEqual({
      kind: 'age_unknown',
    });
    const girl = { name: 'G', date_of_birth: '2010-01-01', gender: 'female' as const };
    expect(eligibilityIssue(cadet, girl, '2026-12-12')).toEqual({
      kind: 'gender',
      gender: 'female',
    });
    expect(eligibilityIssue(cadet, { ...girl, gender: null }, '2026-12-12')).toEqual({
      kind: 'gender_unknown',
    });
  });

  it('names the competitor and the member in its reasons', () => {
    expect(competitorIssueText(under13, { kind: 'age', age: 14 }, 'Aarav', '2026-12-12')).toBe(
      'Aarav is 14 on 12 December, 2026; this category is for ages up to 13',
    );
    expect(memberIssueText(under13, { kind: 'age', age: 14 }, 3, 'Ravi')).toBe(
      'Member 3 (Ravi): must be 13 or younger on the event date (is 14)',
    );
    expect(memberIssueText(cadet, { kind: 'gender', gender: 'female' }, 2, 'Isha')).toBe(
      'Member 2 (Isha): this category is for men and boys',
    );
  });
});
