import type { Db } from '../platform/db/client';

/** A ticket as a registration's views show it (the gate makes and signs them). */
type RegistrationTicket = {
  member_index: number;
  token: string;
  qr_svg_url: string;
  /** The registration's bib number (issue 27); null only before it has one. */
  bib: number | null;
};

/**
 * What the floors above registration do when a registration is paid or changes hands, and what
 * they add to its views: today the gate's tickets (issue 17). Registration calls these and never
 * imports the gate; the app supplies them (features.ts).
 */
export type RegistrationHooks = {
  /** Runs in the transaction that makes these registrations paid (a capture, a free entry). */
  paid: (db: Db, participationIds: string[]) => Promise<void>;
  /** Runs in the transaction that hands a registration to someone else. */
  transferred: (db: Db, participationId: string) => Promise<void>;
  /**
   * Runs in the transaction that changes a self-formed team's roster (issue 28): a paid
   * registration's tickets at these positions get new codes (a member who left holds a dead
   * one; a newcomer taking the position gets one nobody else has seen), missing ones are made.
   */
  rosterChanged: (db: Db, participationId: string, positions: number[]) => Promise<void>;
  /** The tickets of registrations, by registration, for their views. */
  tickets: (db: Db, participationIds: string[]) => Promise<Map<string, RegistrationTicket[]>>;
};

declare module '../platform/deps' {
  interface Deps {
    registration: RegistrationHooks;
  }
}
