import { suggestedFormat } from './placement';
import type { DrawFormat } from './schemas';

/**
 * The format a sport runs its draws in (issue 30), by its name as the admins wrote it (English
 * or Hindi): UWW wrestling's repechage, judo's quarterfinal repechage, two bronzes without a
 * bronze match in boxing, taekwondo and karate, the Swiss system in chess. The first that
 * matches wins ("Kickboxing" is boxing).
 */
const BY_SPORT: ReadonlyArray<[RegExp, DrawFormat]> = [
  [/wrestl|kushti|कुश्ती/i, 'repechage'],
  [/judo|जूडो/i, 'quarterfinal_repechage'],
  [/boxing|taekwondo|karate|बॉक्सिंग|ताइक्वांडो|कराटे/i, 'double_bronze'],
  [/chess|शतरंज/i, 'swiss'],
];

/**
 * The format suggested for `n` entrants of a sport: a lone entrant's walkover; the sport's own
 * format; else by size (`suggestedFormat`: a short round robin, elimination above).
 */
export function formatForSport(n: number, sportName = ''): DrawFormat {
  if (n === 1) return 'walkover';
  const own = BY_SPORT.find(([name]) => name.test(sportName));
  return own ? own[1] : suggestedFormat(n);
}
