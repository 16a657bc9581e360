/**
 * The family tree over HTTP, implementing the routes declared in common/src/routes/family-tree.ts.
 * Every call that names a tree gets the TreeAccess its access gate authorised
 * (policies/family-tree.policy.ts): the owner, and while the owner shares the tree with their circle
 * its editors write and its viewers read; others get 404. An import is its uploader's alone.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { FAMILY_TREE_MESSAGES, GEDCOM_MAX_BYTES } from '@heirloom/common/contracts/family-tree';
import { familyTreeRoutes as routes } from '@heirloom/common/routes/family-tree';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/current-user';
import { implementRoute } from '../../plugins/declared-routes';
import { exportTree, type TreeExportDependencies } from './family-tree-export.service';
import { previewImport, startImport, type TreeImportDependencies } from './family-tree-import.service';
import {
  presentEvent,
  presentFamily,
  presentImport,
  presentIndividual,
  presentTree,
  presentTreeDetail,
} from './family-tree.presenter';
import {
  addEvent,
  addFamily,
  addIndividual,
  changeEvent,
  changeFamily,
  changeIndividual,
  createTree,
  listTrees,
  readTree,
  removeEvent,
  removeFamily,
  removeIndividual,
  removeTree,
  setTreeSharing,
  type FamilyTreeDependencies,
} from './family-tree.service';

export type FamilyTreeRouteDependencies = FamilyTreeDependencies & TreeImportDependencies & TreeExportDependencies;

export async function registerFamilyTreeRoutes(app: FastifyInstance, deps: FamilyTreeRouteDependencies): Promise<void> {
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, parts: 12 } });

  implementRoute(app, routes.list, async (_request, _reply, user) =>
    (await listTrees(deps, user.id)).map(({ tree, role }) => presentTree(tree, role)),
  );

  implementRoute(app, routes.create, async (request, reply, user) =>
    reply.code(201).send(presentTree(await createTree(deps, user.id, request.body.name), 'owner')),
  );

  implementRoute(app, routes.read, async (_request, _reply, access) =>
    presentTreeDetail(await readTree(deps, access), access.standing),
  );

  implementRoute(app, routes.setSharing, async (request, _reply, { tree }) =>
    presentTree(await setTreeSharing(deps, tree, request.body.isSharedWithCircle), 'owner'),
  );

  implementRoute(app, routes.delete, async (_request, reply, { tree }) => {
    await removeTree(deps, tree.id);
    return reply.code(204).send();
  });

  implementRoute(app, routes.export, async (request, reply, { tree }) => {
    const file = await exportTree(deps, tree.id, request.query);
    // A file, not JSON: sent as bytes past the response schema (which documents it for OpenAPI).
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });

  implementRoute(app, routes.addIndividual, async (request, reply, { tree }) =>
    reply.code(201).send(presentIndividual(await addIndividual(deps, tree.id, request.body))),
  );

  implementRoute(app, routes.changeIndividual, async (request, _reply, { tree }) =>
    presentIndividual(await changeIndividual(deps, tree.id, request.params.id, request.body)),
  );

  implementRoute(app, routes.deleteIndividual, async (request, reply, access) => {
    await removeIndividual(deps, access, request.params.id, requireUser(request).id);
    return reply.code(204).send();
  });

  implementRoute(app, routes.addFamily, async (request, reply, { tree }) => {
    const family = await addFamily(deps, tree.id, request.body);
    return reply.code(201).send(presentFamily(family.row, family.partners, family.children));
  });

  implementRoute(app, routes.changeFamily, async (request, _reply, { tree }) => {
    const family = await changeFamily(deps, tree.id, request.params.id, request.body);
    return presentFamily(family.row, family.partners, family.children);
  });

  implementRoute(app, routes.deleteFamily, async (request, reply, { tree }) => {
    await removeFamily(deps, tree.id, request.params.id);
    return reply.code(204).send();
  });

  implementRoute(app, routes.addEvent, async (request, reply, { tree }) =>
    reply.code(201).send(presentEvent(await addEvent(deps, tree.id, request.body))),
  );

  implementRoute(app, routes.changeEvent, async (request, _reply, { tree }) =>
    presentEvent(await changeEvent(deps, tree.id, request.params.id, request.body)),
  );

  implementRoute(app, routes.deleteEvent, async (request, reply, { tree }) => {
    await removeEvent(deps, tree.id, request.params.id);
    return reply.code(204).send();
  });

  implementRoute(app, routes.previewImport, async (request, reply, user) => {
    if (!request.isMultipart()) throw new AppError('invalid', FAMILY_TREE_MESSAGES.noFile);
    const file = await request.file({ limits: { fileSize: GEDCOM_MAX_BYTES, files: 1 } });
    if (!file) throw new AppError('invalid', FAMILY_TREE_MESSAGES.noFile);
    const preview = await previewImport(deps, user.id, {
      stream: file.file,
      fileName: file.filename,
      isTruncated: () => file.file.truncated,
    });
    return reply.code(201).send(preview);
  });

  implementRoute(app, routes.runImport, async (_request, reply, row) =>
    reply.code(202).send(presentImport(await startImport(deps, row))),
  );

  implementRoute(app, routes.readImport, async (_request, _reply, row) => presentImport(row));
}
