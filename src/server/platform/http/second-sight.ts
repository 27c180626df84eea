// A cache's admission rule ("cache on second hit", as CDNs keep files): what is asked for once,
// as a crawler asks for every page, is not kept; what is asked for again lately is. Keeping every
// page a walk over 100,000 events reads retained an object per page in V8's old generation, and
// the collections of that churn cost the server more CPU than the page itself (decision 059).

/** FNV-1a over a string's UTF-16 code units, from a seed. */
function fnv1a(text: string, seed: number): number {
  let hash = seed;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/**
 * Whether a key was seen lately, with no allocation per key: `again(key)` is false the first time
 * (the key is remembered) and true from then on, until other keys push it out. A table of
 * fingerprints by hash: a key landing on a taken slot pushes the other out (seen anew later), and
 * two keys with the same slot and fingerprint (one in four billion) pass as one, which only keeps
 * a page one visit early.
 */
export function secondSight(slots: number): { again: (key: string) => boolean } {
  const size = 2 ** Math.ceil(Math.log2(Math.max(16, slots)));
  const table = new Uint32Array(size);
  return {
    again(key) {
      const slot = fnv1a(key, 0x811c9dc5) & (size - 1);
      // Never 0, which marks an empty slot.
      const print = (fnv1a(key, 0x9747b28c) | 1) >>> 0;
      if (table[slot] === print) return true;
      table[slot] = print;
      return false;
    },
  };
}
