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
  rounds: '3',
  ...changes,
});

function draw(count: number, changes: Partial<DrawForm> = {}, sport?: string) {
  const onChange = vi.fn();
  render(
    <ThemeProvider theme={theme}>
      <DrawOptions form={formOf(count, changes)} count={count} sport={sport} onChange={onChange} />
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

describe('the formats by sport and size (issue 30)', () => {
  const offered = () => optionsOf('Format').map((o) => o.textContent);

  it('suggests the sport’s format: repechage for wrestling, Swiss for chess', () => {
    draw(8, { format: 'repechage' }, 'Wrestling');
    const formats = offered();
    expect(formats.filter((f) => f?.includes('(suggested)'))).toEqual([
      'Single elimination with repechage (suggested)' +
        'Wrestling: everyone who lost to a finalist wrestles on for two bronzes.',
    ]);
    // Each format says in a line what it is; the chosen one's line is under the field.
    expect(formats).toContain(
      'Single elimination, two bronzes' +
        'Boxing, taekwondo: no bronze match; both semifinal losers take bronze.',
    );
    expect(formats.some((f) => f?.startsWith('Walkover'))).toBe(false);
    expect(formats.some((f) => f?.startsWith('Best of three'))).toBe(false);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    expect(screen.getByRole('combobox', { name: 'Format' }).textContent).toBe(
      'Single elimination with repechage (suggested)',
    );
    expect(
      screen.getByRole('combobox', {
        name: 'Format',
        description: 'Wrestling: everyone who lost to a finalist wrestles on for two bronzes.',
      }),
    ).toBeTruthy();
    cleanup();
    draw(8, {}, 'Chess');
    expect(offered().find((f) => f?.includes('(suggested)'))).toMatch(
      /^Swiss system \(suggested\)/,
    );
  });

  it('one entrant: only a walkover, suggested', () => {
    draw(1, { format: 'walkover' });
    expect(offered()).toEqual([
      'Walkover (suggested)' +
        'One entrant: declared champion without a match, with gold and a certificate.',
    ]);
  });

  it('two entrants: a best of three beside single elimination', () => {
    draw(2);
    const formats = offered();
    expect(formats.some((f) => f?.startsWith('Single elimination'))).toBe(true);
    expect(formats).toContain(
      'Best of three' + 'Two entrants: the first to win two matches takes gold.',
    );
    expect(formats.some((f) => f?.startsWith('Walkover'))).toBe(false);
  });

  it('the bronze match switch only where a bronze match is played', () => {
    draw(8);
    expect(screen.getByRole('switch', { name: /Bronze match/ })).toBeTruthy();
    for (const format of [
      'repechage',
      'quarterfinal_repechage',
      'double_bronze',
      'swiss',
    ] as const) {
      cleanup();
      draw(8, { format });
      expect(screen.queryByRole('switch', { name: /Bronze match/ })).toBeNull();
    }
  });

  it('Swiss: the rounds, the suggested number and the most said, a number too many refused', () => {
    const onChange = draw(9, { format: 'swiss', rounds: '4' });
    const rounds = screen.getByRole('textbox', { name: 'Rounds' });
    expect((rounds as HTMLInputElement).value).toBe('4');
    expect(screen.getByText('4 suggested for 9 entrants; at most 9.')).toBeTruthy();
    fireEvent.change(rounds, { target: { value: '5' } });
    expect(onChange).toHaveBeenCalledWith({ rounds: '5' });
    cleanup();
    draw(9, { format: 'swiss', rounds: '10' });
    expect(screen.getByText('Rounds are a whole number from 1 to 9')).toBeTruthy();
    cleanup();
    draw(9, { format: 'single_elimination' });
    expect(screen.queryByRole('textbox', { name: 'Rounds' })).toBeNull();
  });

  it('seeds by ranking points', () => {
    draw(8, { seeding: 'ranking' });
    expect(
      (screen.getByRole('radio', { name: 'By ranking points' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      screen.getByText(
        'Most ranking points from earlier events of this sport and category first; the rest at random.',
      ),
    ).toBeTruthy();
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
    // Each option: its name, then its line.
    const formats = optionsOf('फ़ॉर्मेट').map((o) => o.firstChild?.textContent);
    expect(formats).toContain('राउंड रॉबिन (100 के लिए बहुत बड़ा)');
    expect(formats).toContain('पूल, फिर नॉकआउट');
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    const pools = optionsOf('पूल');
    expect(pools[0]!.textContent).toBe('2 पूल');
    expect(pools[0]!.getAttribute('aria-disabled')).toBe('true');
  });

  it('names the formats by sport, the walkover and the Swiss rounds', () => {
    speak('hi');
    draw(8, { format: 'repechage' }, 'Wrestling');
    expect(screen.getByRole('combobox', { name: 'फ़ॉर्मेट' }).textContent).toBe(
      'रेपेचाज़ के साथ सिंगल एलिमिनेशन (सुझाया गया)',
    );
    expect(
      screen.getByRole('combobox', {
        name: 'फ़ॉर्मेट',
        description: 'कुश्ती: फ़ाइनलिस्ट से हारने वाले सभी पहलवान दो ब्रॉन्ज़ के लिए आगे लड़ते हैं।',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'रैंकिंग पॉइंट से' })).toBeTruthy();
    cleanup();
    draw(1, { format: 'walkover' });
    expect(optionsOf('फ़ॉर्मेट').map((o) => o.textContent)).toEqual([
      'वॉकओवर (सुझाया गया)एक प्रतिभागी: बिना मैच के चैंपियन घोषित, गोल्ड और सर्टिफ़िकेट के साथ।',
    ]);
    cleanup();
    draw(9, { format: 'swiss', rounds: '4' });
    expect(screen.getByRole('textbox', { name: 'राउंड' })).toBeTruthy();
    expect(screen.getByText('9 प्रतिभागियों के लिए 4 सुझाए गए; ज़्यादा से ज़्यादा 9।')).toBeTruthy();
  });
});
