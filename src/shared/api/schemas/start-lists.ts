import { z } from 'zod';
import { idField } from '../../ids';

/**
 * Printable start lists (issue 27, docs/decisions/037): an event's paid entrants per category by
 * bib number. One shape for both answers: the JSON the print-friendly page draws, and the A4 PDF
 * the server draws from the same data (src/server/toolkit/start-lists).
 */

export { IdParamSchema } from './common';

/** `?category_id=`: one category's list; without it, every category's. */
export const StartListQuerySchema = z.object({ category_id: idField.optional() });

const StartListMemberSchema = z.object({
  name: z.string(),
  role: z.string().nullable(),
  /** Their age on the event's first day, when their date of birth is known. */
  age: z.number().int().nullable(),
});

/** One line of a start list: a competitor, or a team with its members beneath. */
const StartListEntrantSchema = z.object({
  /** Null only for an entrant paid before bibs were given (none since migration 0019). */
  bib: z.number().int().nullable(),
  /** The competitor's name, or the team's. */
  name: z.string(),
  /** A team's roster in its order. */
  members: z.array(StartListMemberSchema),
  /** The account holder's school or college for now (issue 28 brings clubs). */
  club: z.string().nullable(),
  /** A competitor's age on the event's first day; null for a team (its members carry theirs). */
  age: z.number().int().nullable(),
  /** The category's weight limits, else the weight given at registration, else null. */
  weight: z.string().nullable(),
});

const StartListSectionSchema = z.object({
  category_id: z.string(),
  category: z.string(),
  /** The category's weight limits ('55–60 kg'), when it is a weight class. */
  weight_class: z.string().nullable(),
  entrants: z.array(StartListEntrantSchema),
});

export const StartListSchema = z.object({
  event_id: z.string(),
  title: z.string(),
  /** '12 December, 2026 to 13 December, 2026 · 9:00 AM – 6:00 PM' (India time). */
  when: z.string(),
  venue: z.string(),
  /** When the list was read (an ISO instant): the sheet's "printed" line, shown in IST. */
  printed_at: z.string(),
  /** Every category of the event (offered, or entered by a registration), by name: the choices. */
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
  /**
   * The chosen category's section; else one per category with an entrant, by name (every
   * category when no one has entered yet).
   */
  sections: z.array(StartListSectionSchema),
});

export type StartList = z.output<typeof StartListSchema>;
export type StartListSection = z.output<typeof StartListSectionSchema>;
export type StartListEntrant = z.output<typeof StartListEntrantSchema>;
