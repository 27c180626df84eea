import type { OrderPurpose } from '../../money/service';

/** A member's share of a split team (issue 28): its own order. (Helper S2 fills this in.) */
export const teamShareOrders: OrderPurpose = {
  name: 'team-share',
  owns: async () => false,
  payer: async () => null,
  awaiting: async () => [],
  capture: async () => {
    throw new Error('not yet');
  },
};
