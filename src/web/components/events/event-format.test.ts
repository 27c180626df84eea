import { afterEach, describe, expect, it } from 'vitest';
import { formatTime, formatTimeRange } from '../../../shared/date-format';
import { speak } from '../../test/speak';
import {
  cardPosterUrl,
  categoryRules,
  formatDateRange,
  formatPrice,
  formatDateTimeRange,
  priceSummary,
  teamSizeLabel,
} from './event-format';

const category = {
  id: 'c1',
  name: 'Cadet Boys 48 kg',
  sports_id: 's1',
  min_age: 15,
  max_age: 17,
  min_weight_allowed: 45,
  max_weight_allowed: 48,
  gender: 'male' as const,
  participants_in_team: 1,
  is_team_sport: false,
};

describe('event formatting', () => {
  it('shows rupees in Indian grouping, and 0 as Free', () => {
    expect(formatPrice(0)).toBe('Free');
    expect(formatPrice(1500)).toBe('₹1,500');
    expect(formatPrice(100000)).toBe('₹1,00,000');
    expect(formatPrice(2499.5)).toBe('₹2,499.5');
  });

  it('sums up prices by the cheapest category', () => {
    const at = (...prices: number[]) => ({
      categories: prices.map((price) => ({ price }) as never),
    });
    expect(priceSummary(at())).toBeNull();
    expect(priceSummary(at(499, 499))).toBe('₹499');
    expect(priceSummary(at(799, 499))).toBe('From ₹499');
    expect(priceSummary(at(0, 499))).toBe('Free or from ₹499');
    expect(priceSummary(at(0, 0))).toBe('Free entry');
  });

  it('reads 24-hour times as 12-hour ones', () => {
    expect(formatTime('00:05')).toBe('12:05 AM');
    expect(formatTime('09:30')).toBe('9:30 AM');
    expect(formatTime('12:00')).toBe('12:00 PM');
    expect(formatTime('23:59')).toBe('11:59 PM');
    expect(formatTime('')).toBe('');
    expect(formatTimeRange('09:00', '18:30')).toBe('9:00 AM – 6:30 PM');
    expect(formatDateTimeRange('2027-03-01', '00:00', '2027-03-10', '23:59')).toBe(
      '01 March, 2027 12:00 AM – 10 March, 2027 11:59 PM IST',
    );
  });

  it('writes dates as DD MMMM, YYYY, once when a range is one day', () => {
    expect(formatDateRange('2027-03-05', '2027-03-05')).toBe('05 March, 2027');
    expect(formatDateRange('2027-03-05', '2027-03-06')).toBe('05 March, 2027 – 06 March, 2027');
  });

  it('describes who may enter a category', () => {
    expect(teamSizeLabel({ participants_in_team: 1 })).toBe('Individual');
    expect(teamSizeLabel({ participants_in_team: 7 })).toBe('Team of 7');
    expect(categoryRules(category)).toEqual(['Age 15–17', 'Men / boys', '45–48 kg']);
    expect(
      categoryRules({
        ...category,
        min_age: null,
        max_age: 14,
        gender: null,
        min_weight_allowed: null,
        max_weight_allowed: null,
      }),
    ).toEqual(['Age up to 14']);
    expect(
      categoryRules({ ...category, max_age: null, gender: 'female', max_weight_allowed: null }),
    ).toEqual(['Age 15+', 'Women / girls', 'From 45 kg']);
  });

  describe('in Hindi', () => {
    afterEach(() => speak('en'));

    it('words prices and rules in Hindi, with Latin digits in Indian grouping', () => {
      speak('hi');
      const at = (...prices: number[]) => ({
        categories: prices.map((price) => ({ price }) as never),
      });
      expect(formatPrice(0)).toBe('मुफ़्त');
      expect(priceSummary(at(0, 125000))).toBe('मुफ़्त या ₹1,25,000 से');
      expect(priceSummary(at(799, 499))).toBe('₹499 से');
      expect(priceSummary(at(0, 0))).toBe('एंट्री मुफ़्त');
      expect(teamSizeLabel({ participants_in_team: 7 })).toBe('7 खिलाड़ियों की टीम');
      expect(categoryRules(category)).toEqual(['उम्र 15–17 साल', 'पुरुष / लड़के', '45–48 किलो']);
      expect(
        categoryRules({ ...category, max_age: null, gender: 'female', max_weight_allowed: null }),
      ).toEqual(['उम्र 15 साल या ज़्यादा', 'महिलाएँ / लड़कियाँ', '45 किलो से']);
    });
  });

  it('finds the card-size variant of an uploaded poster only', () => {
    expect(cardPosterUrl('/uploads/posters/0123456789abcdef01234567.webp')).toBe(
      '/uploads/posters/0123456789abcdef01234567-card.webp',
    );
    expect(cardPosterUrl('https://cdn.example.com/posters/0123456789abcdef01234567.webp')).toBe(
      'https://cdn.example.com/posters/0123456789abcdef01234567-card.webp',
    );
    expect(cardPosterUrl('https://example.com/poster.jpg')).toBe('https://example.com/poster.jpg');
    expect(cardPosterUrl('')).toBeNull();
  });
});
