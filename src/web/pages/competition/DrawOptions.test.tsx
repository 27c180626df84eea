// @vitest-environment jsdom
import { ThemeProvider } from '@mui/material';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { speak } from '../../test/speak';
import { theme } from '../../theme';
import type { DrawForm } from './draw-form';
import { DrawOptions } from './DrawOptions';

// Issue 24: the host's draw page says a draw is too big before it is submitted, with the
// server's own rule and text (src/shared/competition/draw-size.ts).
afterEach(cleanup);

const formOf = (count: number, changes: Partial<DrawForm>): DrawForm => ({
  format: 'single_elimination',
  seeding: 'random',
  order: Array.from({ length: count }, (_, i) => `p${i}`),
  bronze: false,
  grandFinal: 'simple',
  poolCount: 2,
  advance: 2,
  overs: '',
  ...changes,
});

function draw(count: number, changes: Partial<DrawForm> = {}) {
  const onChange = vi.fn();
  render(
    <ThemeProvider theme={theme}>
      <DrawOptions form={formOf(count, changes)} count={count} onChange={onChange} />
    </ThemeProvider>,
  );
  return onChange;
}

/** The options of the select labelled `label`, opened. */
function optionsOf(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  return within(screen.getByRole('listbox')).getAllByRole('option');
}

describe('a draw too big for its format', () => {
  it('100 entrants: round robin is not offered, and a redo still set to it says why', () => {
    draw(100, { format: 'round_robin' });
    expect(screen.getByTestId('draw-too-big').textContent).toBe(
      'A round robin of 100 has 4,950 matches; the most is 1,024. Split them into pools.',
    );
    const formats = optionsOf('Format');
    const round = formats.find((o) => o.textContent?.startsWith('Round robin'))!;
    expect(round.textContent).toContain('(too big for 100)');
    expect(round.getAttribute('aria-disabled')).toBe('true');
    const single = formats.find((o) => o.textContent?.startsWith('Single elimination'))!;
    expect(single.getAttribute('aria-disabled')).not.toBe('true');
  });

  it('pools: the counts that hold too many matches are disabled, and the fewest that fit named', () => {
    draw(100, { format: 'pools_knockout', poolCount: 2 });
    expect(screen.getByTestId('draw-too-big').textContent).toContain('Make 5 pools or more.');
    const disabled = optionsOf('Pools')
      .filter((o) => o.getAttribute('aria-disabled') === 'true')
      .map((o) => o.textContent);
    expect(disabled).toEqual(['2 pools', '3 pools', '4 pools']);
  });

  it('a draw within the limits says nothing', () => {
    draw(40, { format: 'round_robin' });
    expect(screen.queryByTestId('draw-too-big')).toBeNull();
  });
});

describe('in Hindi', () => {
  afterEach(() => speak('en'));

  it('names the formats, the seeding and the pools', () => {
    speak('hi');
    draw(100, { format: 'pools_knockout', poolCount: 5 });
    expect(screen.getByRole('radiogroup', { name: 'सीडिंग' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'पिछले नतीजों से' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'हर पूल से आगे जाएँगे' }).textContent).toBe('टॉप दो');
    const formats = optionsOf('फ़ॉर्मेट').map((o) => o.textContent);
    expect(formats).toContain('राउंड रॉबिन (100 के लिए बहुत बड़ा)');
    expect(formats).toContain('पूल, फिर नॉकआउट');
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    const pools = optionsOf('पूल');
    expect(pools[0]!.textContent).toBe('2 पूल');
    expect(pools[0]!.getAttribute('aria-disabled')).toBe('true');
  });
});
