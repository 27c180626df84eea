import { describe, expect, it } from 'vitest';
import { managesEvent, managesRegistration } from './policy';

const host = { id: 'h1', role: 'Host' as const };
const otherHost = { id: 'h2', role: 'Host' as const };
const admin = { id: 'a1', role: 'Admin' as const };
const player = { id: 'p1', role: 'Participant' as const };
const event = { host_id: 'h1' };

describe('event policy (§6)', () => {
  it('lets the event’s own host and any admin manage it, nobody else', () => {
    expect(managesEvent(host, event)).toBe(true);
    expect(managesEvent(admin, event)).toBe(true);
    expect(managesEvent(otherHost, event)).toBe(false);
    // A participant whose id happens to equal the host id is still not a host.
    expect(managesEvent({ id: 'h1', role: 'Participant' }, event)).toBe(false);
    expect(managesEvent(player, event)).toBe(false);
    expect(managesEvent(null, event)).toBe(false);
  });

  it('lets a registration’s own participant and the event’s managers manage it', () => {
    const own = { participant_id: 'p1' };
    expect(managesRegistration(player, own, event)).toBe(true);
    expect(managesRegistration(host, own, event)).toBe(true);
    expect(managesRegistration(admin, own, event)).toBe(true);
    expect(managesRegistration(otherHost, own, event)).toBe(false);
    expect(managesRegistration({ id: 'p2', role: 'Participant' }, own, event)).toBe(false);
    expect(managesRegistration(undefined, own, event)).toBe(false);
  });
});
