// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderWithApi } from '../../test/component-kit';
import { speak } from '../../test/speak';
import { ClubField } from './ClubField';

// A registration's club (issue 28): the clubs already used at the event are suggested, a new one
// may be typed, and a known club typed in another case keeps the event's spelling.

const EVENT_ID = 'e'.repeat(24);

function ClubForm({ onSave }: { onSave: (club: string | null | undefined) => void }) {
  const { control, handleSubmit } = useForm<{ club: string | null }>({
    defaultValues: { club: '' },
  });
  return (
    <form onSubmit={handleSubmit((v) => onSave(v.club))}>
      <ClubField control={control} name="club" eventId={EVENT_ID} />
      <button type="submit">Save</button>
    </form>
  );
}

function draw() {
  const saved: Array<string | null | undefined> = [];
  const api = fakeApi({
    [`GET /events/${EVENT_ID}/clubs`]: ['Mumbai Smashers', 'Pune Shuttlers'],
  });
  renderWithApi(<ClubForm onSave={(club) => saved.push(club)} />);
  return { saved, api };
}

const input = () => screen.getByRole('combobox', { name: 'Club' }) as HTMLInputElement;
const suggestions = () =>
  [...screen.getByTestId('club-suggestions').querySelectorAll('option')].map((o) => o.value);

describe('the club field', () => {
  it("suggests the event's clubs and sends a new one as typed", async () => {
    const { saved, api } = draw();
    await waitFor(() => expect(suggestions()).toEqual(['Mumbai Smashers', 'Pune Shuttlers']));
    expect(api.calls[`GET /events/${EVENT_ID}/clubs`]).toBe(1);
    // The suggestions belong to this input.
    expect(input().getAttribute('list')).toBe(screen.getByTestId('club-suggestions').id);

    fireEvent.change(input(), { target: { value: 'Thane Racquets' } });
    fireEvent.blur(input());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual(['Thane Racquets']));
  });

  it("takes a known club's spelling when typed in another case", async () => {
    const { saved } = draw();
    await waitFor(() => expect(suggestions()).toHaveLength(2));
    fireEvent.change(input(), { target: { value: '  mumbai SMASHERS ' } });
    fireEvent.blur(input());
    expect(input().value).toBe('Mumbai Smashers');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual(['Mumbai Smashers']));
  });
});

describe('the club field in Hindi', () => {
  afterEach(() => speak('en'));

  it('is labelled and explained in Hindi', async () => {
    speak('hi');
    draw();
    const field = screen.getByRole('combobox', { name: 'क्लब' });
    await waitFor(() => expect(suggestions()).toHaveLength(2));
    expect(field).toBeTruthy();
    expect(screen.getByText('ज़रूरी नहीं। इस इवेंट में पहले से मौजूद क्लब चुनें, या नया लिखें')).toBeTruthy();
  });
});
