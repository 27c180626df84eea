/**
 * Placing a category's entrants into a draw (issue 18). Pure and deterministic: the same entrants
 * in the same order always give the same draw; a random draw is shuffled by the caller.
 *
 * A bracket of `size` slots is a binary tree in slot order: slots 2i and 2i+1 meet in round one,
 * and each block of 2^r consecutive slots (aligned) is a section of round r.
 *
 * Round-one separation. With P = size / 2 round-one pairs, an organisation with m members fills
 * at most P pairs without two of its own meeting, so it forces at least max(0, m - P) same-club
 * pairs; only one organisation can have m > P (two would need more than 2P = size entrants). The
 * bound is reached whatever the byes: both modes below place exactly
 *   minimum = max(0, m_max - P)
 * same-organisation round-one pairs (m_max: the largest organisation, entrants without one
 * excluded).
 */

export interface DrawEntrant {
  id: string;
  /** Club or school; null = none, which never conflicts. */
  organisation: string | null;
}

type Slots = (string | null)[];
type OrgOf = (id: string) => string | null;

/** The next power of two ≥ max(2, n): the slots of a single-elimination draw of n entrants. */
export function bracketSize(n: number): number {
  let size = 2;
  while (size < n) size *= 2;
  return size;
}

/**
 * The slot of each seed (0-based, best first) in a bracket of `size` slots: seed 1 in the first
 * slot, seed 2 in the last, seeds 3 and 4 at the inner ends of the halves, and so on, so that the
 * best 2^r seeds are in different sections of size / 2^r slots and seed k meets seed size + 1 - k
 * in round one.
 */
export function standardSlots(size: number): number[] {
  if (!Number.isInteger(size) || size < 1 || (size & (size - 1)) !== 0) {
    throw new Error(`A bracket has a power of two slots, not ${size}.`);
  }
  // seedAt[slot]; each doubling pairs seed s with seed 2m - 1 - s, alternating which is on top so
  // that seed 2 ends in the last slot.
  let seedAt = [0];
  while (seedAt.length < size) {
    const m = seedAt.length * 2;
    seedAt = seedAt.flatMap((s, i) => (i % 2 === 0 ? [s, m - 1 - s] : [m - 1 - s, s]));
  }
  const slotOf = new Array<number>(size).fill(0);
  seedAt.forEach((seed, slot) => (slotOf[seed] = slot));
  return slotOf;
}

/** Round-one pairs whose two entrants share a non-null organisation. */
export function roundOneConflicts(slots: Slots, orgOf: OrgOf): number {
  let count = 0;
  for (let i = 0; i + 1 < slots.length; i += 2) {
    if (sameOrganisation(slots[i] ?? null, slots[i + 1] ?? null, orgOf)) count++;
  }
  return count;
}

function sameOrganisation(a: string | null, b: string | null, orgOf: OrgOf): boolean {
  if (a === null || b === null) return false;
  const org = orgOf(a);
  return org !== null && org === orgOf(b);
}

function orgLookup(entrants: DrawEntrant[]): OrgOf {
  const orgs = new Map(entrants.map((e) => [e.id, e.organisation]));
  return (id) => orgs.get(id) ?? null;
}

/**
 * Entrants (in seed order) into the slots of a single-elimination draw, in bracket order; null is
 * a bye. Byes are always the slots paired with the missing seeds of the standard layout (seeds
 * 1..size-n get a bye in it), which spreads them evenly: in every section the two halves' byes
 * differ by at most one, and no pair is two byes.
 *
 * - `spread: false` (seeding by hand or by ranking): the standard layout, then each same-club
 *   round-one pair, in slot order, moves its weaker entrant by a swap with the entrant nearest in
 *   seed rank (ties: the weaker; seeds 1 and 2 only when nothing else works) from a pair with no
 *   member of that club. Such a pair exists while the club has more pairs than its minimum, and
 *   the swap removes a conflict without adding one, so the draw ends with the minimum number of
 *   conflicts, never more than the standard layout. Seeds 1 and 2 never move while every club has
 *   at most P - 2 members (at least three club-free pairs are then left to swap with).
 * - `spread: true` (a random draw, already shuffled): recursive halving. Each section's entrants
 *   are split between its halves so that every organisation has ⌈c/2⌉ and ⌊c/2⌋ of its c members
 *   there, at every level, the largest organisation first; entrants without one are groups of one.
 *   This always fits the room the byes leave (see `halve`), and at the round-one level leaves
 *   exactly max(0, m - P) same-club pairs.
 */
export function placeElimination(entrants: DrawEntrant[], options: { spread: boolean }): Slots {
  const size = bracketSize(entrants.length);
  const standard: Slots = new Array<string | null>(size).fill(null);
  standardSlots(size).forEach((slot, seed) => (standard[slot] = entrants[seed]?.id ?? null));
  const open = standard.map((id) => id !== null);
  return options.spread ? spreadLayout(entrants, open) : repairRoundOne(standard, entrants);
}

function repairRoundOne(standard: Slots, entrants: DrawEntrant[]): Slots {
  const slots = [...standard];
  const orgOf = orgLookup(entrants);
  const rank = new Map(entrants.map((e, i) => [e.id, i]));
  const rankOf = (slot: number) => rank.get(slots[slot] ?? '') ?? -1;
  // A swap never creates a conflict, so one pass is enough: a pair passed over had no pair free
  // of its club, and a club with m members and c conflicts is absent from P - m + c pairs, a
  // number that only falls as conflicts go.
  for (let top = 0; top < slots.length; top += 2) {
    if (!sameOrganisation(slots[top] ?? null, slots[top + 1] ?? null, orgOf)) continue;
    const mover = rankOf(top) > rankOf(top + 1) ? top : top + 1;
    const club = orgOf(slots[mover] ?? '');
    let best: { slot: number; score: number[] } | null = null;
    for (let slot = 0; slot < slots.length; slot++) {
      const id = slots[slot] ?? null;
      const partner = slots[slot ^ 1] ?? null;
      if (slot >> 1 === top >> 1 || id === null) continue;
      if (orgOf(id) === club || (partner !== null && orgOf(partner) === club)) continue;
      const r = rankOf(slot);
      const score = [r < 2 ? 1 : 0, Math.abs(r - rankOf(mover)), -r];
      if (best === null || lexLess(score, best.score)) best = { slot, score };
    }
    if (best !== null) {
      [slots[mover], slots[best.slot]] = [slots[best.slot] ?? null, slots[mover] ?? null];
    }
  }
  return slots;
}

function lexLess(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x < y;
  }
  return false;
}

/** `open[slot]` is false for a bye slot. */
function spreadLayout(entrants: DrawEntrant[], open: boolean[]): Slots {
  const slots: Slots = new Array<string | null>(open.length).fill(null);
  const room = (lo: number, hi: number) => open.slice(lo, hi).filter(Boolean).length;
  const fill = (lo: number, hi: number, groups: string[][]): void => {
    if (hi - lo === 1) {
      slots[lo] = groups[0]?.[0] ?? null;
      return;
    }
    const mid = (lo + hi) / 2;
    const [left, right] = halve(groups, room(lo, mid), room(mid, hi));
    fill(lo, mid, left);
    fill(mid, hi, right);
  };
  fill(0, open.length, groupsOf(entrants));
  return slots;
}

/** Entrants by organisation, in order of first appearance; each entrant without one alone. */
function groupsOf(entrants: DrawEntrant[]): string[][] {
  const groups: string[][] = [];
  const byOrg = new Map<string, string[]>();
  for (const { id, organisation } of entrants) {
    const group = organisation === null ? undefined : byOrg.get(organisation);
    if (group) {
      group.push(id);
    } else {
      groups.push([id]);
      if (organisation !== null) byOrg.set(organisation, groups[groups.length - 1]!);
    }
  }
  return groups;
}

/**
 * Splits groups between two halves with room for `roomLeft` and `roomRight` entrants, every group
 * ⌈c/2⌉ / ⌊c/2⌋. It always fits when the rooms differ by at most one (the even byes see to it):
 * the halves each take ⌊c/2⌋ of every group, and the odd groups' extra members, one per odd
 * group, are exactly the rooms' remainders, whose difference is at most one and of the right
 * parity. The extras go, largest group first, to the half with more room left (left on a tie),
 * so clubs alternate halves.
 */
function halve(groups: string[][], roomLeft: number, roomRight: number): [string[][], string[][]] {
  const base = groups.reduce((sum, g) => sum + Math.floor(g.length / 2), 0);
  let needLeft = roomLeft - base;
  let needRight = roomRight - base;
  const left: string[][] = [];
  const right: string[][] = [];
  // Array.prototype.sort is stable: equal sizes keep their order.
  for (const group of [...groups].sort((a, b) => b.length - a.length)) {
    let take = Math.floor(group.length / 2);
    if (group.length % 2 === 1) {
      if (needLeft >= needRight) {
        take++;
        needLeft--;
      } else {
        needRight--;
      }
    }
    if (take > 0) left.push(group.slice(0, take));
    if (take < group.length) right.push(group.slice(take));
  }
  return [left, right];
}

/**
 * Entrants (in seed order) into `poolCount` pools: snake seeding (seed 1 to pool A, 2 to B, ...,
 * then back), then swaps of equal-sized pools' members until no organisation with k members has
 * more than ⌈k / poolCount⌉ in a pool. Each swap moves the weakest member of an over-full club to
 * a pool below that cap, for the member nearest in seed rank whose move lowers the total excess;
 * one always exists (otherwise the over-full pool would hold two entrants more than the other),
 * so the loop ends with every cap kept. Pools list their entrants in seed order.
 */
export function placePools(entrants: DrawEntrant[], poolCount: number): string[][] {
  if (!Number.isInteger(poolCount) || poolCount < 1) {
    throw new Error(`A category needs at least one pool, not ${poolCount}.`);
  }
  if (entrants.length < 2 * poolCount) {
    throw new Error(`${entrants.length} entrants cannot fill ${poolCount} pools of two or more.`);
  }
  const pools: number[][] = Array.from({ length: poolCount }, () => []);
  entrants.forEach((_, seed) => pools[snakePool(seed, poolCount)]!.push(seed));
  const orgs = entrants.map((e) => e.organisation);
  for (let swap = poolSwap(pools, orgs); swap; swap = poolSwap(pools, orgs)) {
    const { from, x, to, y } = swap;
    pools[from] = [...pools[from]!.filter((s) => s !== x), y];
    pools[to] = [...pools[to]!.filter((s) => s !== y), x];
  }
  return pools.map((pool) => [...pool].sort((a, b) => a - b).map((seed) => entrants[seed]!.id));
}

function snakePool(seed: number, poolCount: number): number {
  const tier = Math.floor(seed / poolCount);
  const at = seed % poolCount;
  return tier % 2 === 0 ? at : poolCount - 1 - at;
}

interface PoolSwap {
  from: number;
  x: number;
  to: number;
  y: number;
}

/**
 * The next repair for placePools (seeds, not ids), or null when every cap holds. Each pool's
 * club counts are tallied once per call, so a repair costs one pass over the entrants (counting
 * by filtering inside the loops made 512 entrants of 8 clubs in 16 pools take 150 ms).
 */
function poolSwap(pools: number[][], orgs: (string | null)[]): PoolSwap | null {
  const size = new Map<string, number>();
  for (const org of orgs) if (org !== null) size.set(org, (size.get(org) ?? 0) + 1);
  const cap = (org: string) => Math.ceil((size.get(org) ?? 0) / pools.length);
  const tallies = pools.map((pool) => {
    const tally = new Map<string, number>();
    for (const s of pool) {
      const org = orgs[s] ?? null;
      if (org !== null) tally.set(org, (tally.get(org) ?? 0) + 1);
    }
    return tally;
  });
  const count = (pool: number, org: string) => tallies[pool]!.get(org) ?? 0;

  for (const [from, pool] of pools.entries()) {
    const x = [...pool].reverse().find((s) => {
      const org = orgs[s] ?? null;
      return org !== null && count(from, org) > cap(org);
    });
    if (x === undefined) continue;
    const club = orgs[x]!;
    let best: { swap: PoolSwap; score: number[] } | null = null;
    for (const [to, other] of pools.entries()) {
      if (count(to, club) >= cap(club)) continue;
      for (const y of other) {
        const org = orgs[y] ?? null;
        if (org === club) continue;
        // Moving y into `pool` adds excess there unless y's club is below its cap in it; that is
        // only worth it when it also takes excess out of `other`.
        const adds = org !== null && count(from, org) >= cap(org);
        const removes = org !== null && count(to, org) > cap(org);
        if (adds && !removes) continue;
        const score = [adds ? 1 : 0, Math.abs(y - x), -y];
        if (best === null || lexLess(score, best.score)) best = { swap: { from, x, to, y }, score };
      }
    }
    if (best !== null) return best.swap;
  }
  return null;
}

/** Round robin while it stays short (up to 5 entrants: at most 10 matches), elimination above. */
export function suggestedFormat(n: number): 'round_robin' | 'single_elimination' {
  return n <= 5 ? 'round_robin' : 'single_elimination';
}
