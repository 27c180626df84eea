import { describe, expect, it } from 'vitest';
import { eventPlacesText, placesLeftText } from './places-text';

describe('places as people read them', () => {
  it('reads a category', () => {
    expect(placesLeftText(null)).toBeNull();
    expect(placesLeftText(0)).toBe('Sold out');
    expect(placesLeftText(1)).toBe('1 place left');
    expect(placesLeftText(7)).toBe('7 places left');
  });

  it('reads an event: only when every category is limited', () => {
    const c = (places_left: number | null) => ({ places_left });
    expect(eventPlacesText([])).toBeNull();
    expect(eventPlacesText([c(0), c(null)])).toBeNull();
    expect(eventPlacesText([c(0), c(0)])).toBe('Sold out');
    expect(eventPlacesText([c(0), c(3)])).toBe('3 places left');
  });
});
