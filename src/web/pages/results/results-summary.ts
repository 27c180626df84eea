import type { Results } from '../../../shared/competition/schemas';

/**
 * The results in one line, for a shared link's preview (the server's Open Graph description):
 * each category's winner once it is final, else how far it is.
 */
export function resultsSummary(results: Pick<Results, 'categories'>): string {
  if (!results.categories.some((c) => c.draw)) return 'Draws and live results, as they happen.';
  return results.categories
    .map(({ category_name, draw }) => {
      const winner = draw?.state === 'final' ? draw.standings.find((s) => s.rank === 1) : null;
      if (winner) return `${category_name}: won by ${winner.name}`;
      if (draw?.state === 'running') return `${category_name}: in progress`;
      if (draw) return `${category_name}: drawn`;
      return `${category_name}: draw to come`;
    })
    .join(' · ');
}
