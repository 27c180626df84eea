import * as contract from '../../shared/api/places';
import { actorOf } from '../auth/access';
import { ok } from '../platform/http/envelope';
import { route } from '../platform/http/route';
import type { App } from '../platform/http/types';
import { setCapacity } from './capacity';

/** A category's capacity, changeable at any time (issue 15). */
export async function placesRoutes(app: App) {
  await route(
    app,
    contract.setCapacity,
    {
      tags: ['events'],
      summary:
        'Set a category’s capacity (null: unlimited); lower than the places taken answers 409',
      access: ['Events', 'edit'],
    },
    async (request) =>
      ok(
        await setCapacity(
          app.deps,
          actorOf(request),
          request.params.id,
          request.params.categoryId,
          request.body.capacity,
        ),
      ),
  );
}
