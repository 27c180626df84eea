// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../test/component-kit';
import { makeEvent, renderRoutes } from '../../test/event-fixtures';
import { scriptedApi } from '../../test/scripted-api';
import { speak } from '../../test/speak';
import { GateStaffPanel } from './GateStaffPanel';

// Event day on the host's event page (issue 17), in English and in Hindi (issue 29): the way to
// the gate and its staff. Who may run the gate is the server's (src/server/gate).

const EVENT = makeEvent();

function panel(staff: Array<{ id: string; email: string; created_at: string }>) {
  scriptedApi({ 'GET /events/:id/staff': () => staff });
  return renderRoutes({ '/': <GateStaffPanel event={EVENT} /> }, '/');
}

const GATEKEEPER = { id: 's'.repeat(24), email: 'gate@matchday.test', created_at: '2026-01-01' };

describe('the gate staff panel', () => {
  afterEach(() => speak('en'));

  it('speaks English', async () => {
    panel([]);
    screen.getByRole('heading', { name: 'Event day' });
    await screen.findByText('Only you for now.');
    screen.getByRole('link', { name: 'Open check-in' });
    screen.getByText('They sign in with this email to reach the gate, and nothing else.');
  });

  it('speaks Hindi', async () => {
    speak('hi');
    panel([GATEKEEPER]);
    screen.getByRole('heading', { name: 'इवेंट का दिन' });
    screen.getByText('गेट पर फ़ोन से खिलाड़ियों का चेक-इन करें; ऑनलाइन हों या नहीं।');
    screen.getByRole('link', { name: 'चेक-इन खोलें' });
    screen.getByText('गेट स्टाफ़');
    await screen.findByRole('button', { name: 'gate@matchday.test को गेट से हटाएँ' });
    screen.getByLabelText('उनका ईमेल');
    expect(screen.getByRole('button', { name: 'इनवाइट करें' })).toBeDefined();
  });

  it('says when only the host runs the gate, in Hindi', async () => {
    speak('hi');
    panel([]);
    await screen.findByText('अभी सिर्फ़ आप हैं।');
  });
});
