import * as contract from '../../../shared/api/teams';
import { actorOf } from '../../auth/access';
import { ok } from '../../platform/http/envelope';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/http/types';
import { captainCheckout } from './checkout';
import { createTeam } from './create';
import { joinTeam } from './join';
import { declineInvite, inviteToTeam, removeMember, setRoles } from './roster';
import { payShare } from './share';
import { myTeams, previewTeam, viewTeam } from './view';

const tags = ['teams'];

/** Teams that form themselves (issue 28): the /teams endpoints. */
export async function teamRoutes(app: App) {
  await route(
    app,
    contract.createTeam,
    {
      tags,
      summary: 'Start a team in a team category and become its Captain; answers its join code',
      access: ['Participants', 'create'],
    },
    async (request, reply) =>
      reply.status(201).send(ok(await createTeam(app.deps, actorOf(request), request.body))),
  );

  await route(
    app,
    contract.myTeams,
    {
      tags,
      summary: 'The teams you are on and those you are invited to, newest first',
      access: 'user',
    },
    async (request) => ok(await myTeams(app.deps, actorOf(request))),
  );

  await route(
    app,
    contract.teamPreview,
    { tags, summary: 'What a join code leads to, before joining', access: 'user' },
    async (request) => ok(await previewTeam(app.deps, actorOf(request), request.params.code)),
  );

  await route(
    app,
    contract.team,
    {
      tags,
      summary: 'A team with its roster (its members, the event’s host, admins)',
      access: 'user',
    },
    async (request) => ok(await viewTeam(app.deps, actorOf(request), request.params.id)),
  );

  await route(
    app,
    contract.joinTeam,
    {
      tags,
      summary:
        'Join a team by its code, yourself or one of your dependants (checked against the category)',
      access: ['Participants', 'create'],
    },
    async (request) => ok(await joinTeam(app.deps, actorOf(request), request.body)),
  );

  await route(
    app,
    contract.inviteToTeam,
    {
      tags,
      summary: 'Invite an address to the team by mail (its captain, the event’s host, admins)',
      access: 'user',
    },
    async (request) =>
      ok(await inviteToTeam(app.deps, actorOf(request), request.params.id, request.body.email)),
  );

  await route(
    app,
    contract.declineTeam,
    { tags, summary: 'Turn down your invite to a team', access: 'user' },
    async (request) => ok(await declineInvite(app.deps, actorOf(request), request.params.id)),
  );

  await route(
    app,
    contract.removeTeamMember,
    {
      tags,
      summary:
        'Remove a member or withdraw an invite (the captain, the event’s host, admins), or leave the team',
      access: 'user',
    },
    async (request) =>
      ok(await removeMember(app.deps, actorOf(request), request.params.id, request.params.userId)),
  );

  await route(
    app,
    contract.setTeamRoles,
    {
      tags,
      summary: 'Name the Vice Captain, or none (the captain, the event’s host, admins)',
      access: 'user',
    },
    async (request) =>
      ok(await setRoles(app.deps, actorOf(request), request.params.id, request.body.vice_captain)),
  );

  await route(
    app,
    contract.teamCheckout,
    {
      tags,
      summary: 'The captain pays the whole team price (captain-pays categories)',
      access: ['Participants', 'create'],
    },
    async (request, reply) => {
      const result = await captainCheckout(app.deps, actorOf(request), request.params.id);
      return reply.status(result.resumed ? 200 : 201).send(ok(result));
    },
  );

  await route(
    app,
    contract.teamShare,
    {
      tags,
      summary: 'A member pays their own share of the team price (split categories)',
      access: ['Participants', 'create'],
    },
    async (request, reply) => {
      const result = await payShare(app.deps, actorOf(request), request.params.id);
      return reply.status(result.resumed ? 200 : 201).send(ok(result));
    },
  );
}
