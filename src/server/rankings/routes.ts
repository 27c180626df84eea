import * as contract from '../../shared/api/rankings';
import { ok } from '../platform/http/envelope';
import { route } from '../platform/http/route';
import type { App } from '../platform/http/types';
import { ranking, rankingCategories } from './service';

const tags = ['rankings'];

/** The public ranking per sport and category (issue 30), and the categories to choose from. */
export async function rankingRoutes(app: App) {
  await route(
    app,
    contract.ranking,
    { tags, summary: "A category's ranking points", access: 'public', publicCache: true },
    async (request) => ok(await ranking(app.deps.db, request.query, app.deps.now())),
  );

  await route(
    app,
    contract.rankingCategories,
    { tags, summary: "A sport's categories, for its ranking", access: 'public', publicCache: true },
    async (request) => ok(await rankingCategories(app.deps.db, request.query.sport_id)),
  );
}
