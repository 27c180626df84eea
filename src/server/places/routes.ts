import { z } from 'zod';
import { CapacityUpdateSchema } from '../../shared/places/places';
import { idField } from '../../shared/ids';
import { actorOf } from '../auth/access';
import { ok, successSchema } from '../http/envelope';
import type { App } from '../http/types';
import { setCapacity } from './capacity';

const CapacityParamsSchema = z.object({ id: idField, categoryId: idField });

/** A category's capacity, changeable at any time (issue 15). */
export async function placesRoutes(app: App) {
  app.patch(
    '/events/:id/categories/:categoryId',
    {
      schema: {
        tags: ['events'],
        summary:
          'Set a category’s capacity (null: unlimited); lower than the places taken answers 409',
        params: CapacityParamsSchema,
        body: CapacityUpdateSchema,
        response: {
          200: successSchema(
            z.object({
              capacity: z.number().nullable(),
              places_left: z.number().nullable(),
              waitlist_count: z.number(),
            }),
          ),
        },
      },
      config: { access: ['Events', 'edit'] },
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
