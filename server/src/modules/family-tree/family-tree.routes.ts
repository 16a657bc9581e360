/**
 * The family tree over HTTP; the calls are listed in common/src/contracts/family-tree.ts. Every call
 * names its tree and goes through policies/family-tree.policy.ts: the owner, and while the owner
 * shares the tree with their circle its editors write and its viewers read; others get 404.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { fileBytesSchema, noContentSchema } from '@heirloom/common/contracts/api';
import {
  eventInputSchema,
  exportQuerySchema,
  FAMILY_TREE_MESSAGES,
  familyInputSchema,
  familySchema,
  familyTreeListSchema,
  familyTreeSchema,
  GEDCOM_MAX_BYTES,
  importParamsSchema,
  importPreviewSchema,
  individualInputSchema,
  individualSchema,
  treeDetailSchema,
  treeEventSchema,
  treeImportSchema,
  treeInputSchema,
  treeObjectParamsSchema,
  treeParamsSchema,
  treeSharingSchema,
} from '@heirloom/common/contracts/family-tree';
import { AppError } from '../../lib/app-error';
import { authorizeTree, authorizeTreeImport, listTreesFor, type TreeAction } from '../../policies/family-tree.policy';
import { requireUser } from '../../plugins/current-user';
import { exportTree, type TreeExportDependencies } from './family-tree-export.service';
import { narrowToBranch } from './family-tree.branch';
import { previewImport, startImport, type TreeImportDependencies } from './family-tree-import.service';
import {
  presentEvent,
  presentFamily,
  presentIndividual,
  presentTree,
  presentTreeDetail,
} from './family-tree.presenter';
import {
  deleteEvent,
  deleteFamily,
  deleteIndividual,
  deleteTree,
  loadTreeRows,
  type ImportRow,
} from './family-tree.repository';
import {
  addEvent,
  addFamily,
  addIndividual,
  changeEvent,
  changeFamily,
  changeIndividual,
  createTree,
  setTreeSharing,
  type FamilyTreeDependencies,
} from './family-tree.service';

export type FamilyTreeRouteDependencies = FamilyTreeDependencies & TreeImportDependencies & TreeExportDependencies;

const presentImport = (row: ImportRow) => ({
  id: row.id,
  fileName: row.file_name,
  status: row.status,
  progress: row.progress,
  treeId: row.tree_id,
  error: row.error,
  errorLine: row.error_line,
});

export async function registerFamilyTreeRoutes(app: FastifyInstance, deps: FamilyTreeRouteDependencies): Promise<void> {
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, parts: 12 } });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const authorize = (userId: string, treeId: string, action: TreeAction) =>
    authorizeTree(deps.db, userId, treeId, action, FAMILY_TREE_MESSAGES.treeNotFound);

  api.get(
    '/api/family-trees',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Family trees you own or read through a circle',
        response: { 200: familyTreeListSchema.describe('The trees, newest first') },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const rows = await listTreesFor(deps.db, user.id);
      return rows.map((row) =>
        presentTree(row, row.owner_id === user.id ? 'owner' : row.role === 'editor' ? 'editor' : 'viewer'),
      );
    },
  );

  api.post(
    '/api/family-trees',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Start an empty family tree',
        body: treeInputSchema,
        response: { 201: familyTreeSchema.describe('The new tree') },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const tree = await createTree(deps, user.id, request.body.name);
      return reply.code(201).send(presentTree(tree, 'owner'));
    },
  );

  api.get(
    '/api/family-trees/:treeId',
    {
      config: { access: 'tree.read' },
      schema: {
        summary: 'A tree with its individuals, families and events',
        params: treeParamsSchema,
        response: { 200: treeDetailSchema.describe('The tree with its people, families, events, notes and media') },
      },
    },
    async (request) => {
      const { tree, standing, branch } = await authorize(requireUser(request).id, request.params.treeId, 'tree.read');
      return presentTreeDetail(narrowToBranch((await loadTreeRows(deps.db, tree.id))!, branch), standing);
    },
  );

  api.patch(
    '/api/family-trees/:treeId',
    {
      config: { access: 'tree.owner' },
      schema: {
        summary: 'Share a family tree with your family circle, or keep it yours alone',
        params: treeParamsSchema,
        body: treeSharingSchema,
        response: { 200: familyTreeSchema.describe('The tree as it is now') },
      },
    },
    async (request) => {
      const { tree } = await authorize(requireUser(request).id, request.params.treeId, 'tree.manage');
      return presentTree(await setTreeSharing(deps, tree, request.body.isSharedWithCircle), 'owner');
    },
  );

  api.delete(
    '/api/family-trees/:treeId',
    {
      config: { access: 'tree.owner' },
      schema: {
        summary: 'Delete a family tree',
        params: treeParamsSchema,
        response: { 204: noContentSchema.describe('Deleted') },
      },
    },
    async (request, reply) => {
      const { tree } = await authorize(requireUser(request).id, request.params.treeId, 'tree.manage');
      await deleteTree(deps.db, tree.id);
      return reply.code(204).send();
    },
  );

  api.get(
    '/api/family-trees/:treeId/export',
    {
      config: { access: 'tree.owner' },
      schema: {
        summary: 'Export as GEDCOM 7.0, GEDCOM 5.5.1 or GEDZIP (7.0 with the media)',
        params: treeParamsSchema,
        querystring: exportQuerySchema,
        produces: ['text/vnd.familysearch.gedcom', 'application/zip'],
        response: { 200: fileBytesSchema.describe('The GEDCOM file or GEDZIP archive') },
      },
    },
    async (request, reply) => {
      const { tree } = await authorize(requireUser(request).id, request.params.treeId, 'tree.manage');
      const file = await exportTree(deps, tree.id, request.query);
      // A file, not JSON: sent as bytes past the response schema (which documents it for OpenAPI).
      return (reply as FastifyReply)
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  api.post(
    '/api/family-trees/:treeId/individuals',
    {
      config: { access: 'tree.write' },
      schema: {
        summary: 'Add a person',
        params: treeParamsSchema,
        body: individualInputSchema,
        response: { 201: individualSchema.describe('The new individual') },
      },
    },
    async (request, reply) => {
      const { tree } = await authorize(requireUser(request).id, request.params.treeId, 'tree.write');
      return reply.code(201).send(presentIndividual(await addIndividual(deps, tree.id, request.body)));
    },
  );

  api.patch(
    '/api/family-trees/:treeId/individuals/:id',
    {
      config: { access: 'tree.write' },
      schema: {
        summary: "Change a person's name, sex or living state",
        params: treeObjectParamsSchema,
        body: individualInputSchema,
        response: { 200: individualSchema.describe('The individual as changed') },
      },
    },
    async (request) => {
      const { tree } = await authorize(requireUser(request).id, request.params.treeId, 'tree.write');
      return presentIndividual(await changeIndividual(deps, tree.id, request.params.id, request.body));
    },
  );

  api.delete(
    '/api/family-trees/:treeId/individuals/:id',
    {
      config: { access: 'tree.write' },
      schema: {
        summary: 'Remove a person with their events, notes and family links (again, or one already gone: 204)',
        params: treeObjectParamsSchema,
        response: { 204: noContentSchema.describe('Removed, or already gone') },
      },
    },
    async (request, reply) => {
      const { tree } = await authorize(requireUser(request).id, request.params.treeId, 'tree.write');
      await deleteIndividual(deps.db, tree.id, request.params.id);
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/family-trees/:treeId/families',
    {
      config: { access: 'tree.write' },
      schema: {
        summary: 'Add a family: partners (any sex) and children with their pedigree',
        params: treeParamsSchema,
        body: familyInputSchema,
        response: { 201: familySchema.describe('The new family') },
      },
    },
    async (request, reply) => {
      const { tree } = await authorize(requireUser(request).id, request.params.treeId, 'tree.write');
      const family = await addFamily(deps, tree.id, request.body);
      return reply.code(201).send(presentFamily(family.row, family.partners, family.children));
    },
  );

  api.patch(
    '/api/family-trees/:treeId/families/:id',
    {
      config: { access: 'tree.write' },
      schema: {
        summary: "Replace a family's partners and children",
        params: treeObjectParamsSchema,
        body: familyInputSchema,
        response: { 200: familySchema.describe('The family as changed') },
      },
    },
    async (request) => {
      const { tree } = await authorize(requireUser(request).id, request.params.treeId, 'tree.write');
      const family = await changeFamily(deps, tree.id, request.params.id, request.body);
      return presentFamily(family.row, family.partners, family.children);
    },
  );

  api.delete(
    '/api/family-trees/:treeId/families/:id',
    {
      config: { access: 'tree.write' },
      schema: {
        summary: 'Remove a family, its people stay (idempotent: 204 again)',
        params: treeObjectParamsSchema,
        response: { 204: noContentSchema.describe('Removed, or already gone') },
      },
    },
    async (request, reply) => {
      const { tree } = await authorize(requireUser(request).id, request.params.treeId, 'tree.write');
      await deleteFamily(deps.db, tree.id, request.params.id);
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/family-trees/:treeId/events',
    {
      config: { access: 'tree.write' },
      schema: {
        summary: 'Add an event to a person or a family (date in GEDCOM syntax, kept as written)',
        params: treeParamsSchema,
        body: eventInputSchema,
        response: { 201: treeEventSchema.describe('The new event') },
      },
    },
    async (request, reply) => {
      const { tree } = await authorize(requireUser(request).id, request.params.treeId, 'tree.write');
      return reply.code(201).send(presentEvent(await addEvent(deps, tree.id, request.body)));
    },
  );

  api.patch(
    '/api/family-trees/:treeId/events/:id',
    {
      config: { access: 'tree.write' },
      schema: {
        summary: 'Change an event',
        params: treeObjectParamsSchema,
        body: eventInputSchema,
        response: { 200: treeEventSchema.describe('The event as changed') },
      },
    },
    async (request) => {
      const { tree } = await authorize(requireUser(request).id, request.params.treeId, 'tree.write');
      return presentEvent(await changeEvent(deps, tree.id, request.params.id, request.body));
    },
  );

  api.delete(
    '/api/family-trees/:treeId/events/:id',
    {
      config: { access: 'tree.write' },
      schema: {
        summary: 'Remove an event (idempotent: 204 again)',
        params: treeObjectParamsSchema,
        response: { 204: noContentSchema.describe('Removed, or already gone') },
      },
    },
    async (request, reply) => {
      const { tree } = await authorize(requireUser(request).id, request.params.treeId, 'tree.write');
      await deleteEvent(deps.db, tree.id, request.params.id);
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/family-trees/imports',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Upload a GEDCOM (.ged) or GEDZIP (.gdz) file and preview its import',
        description: 'multipart/form-data with one file part, at most 100 MB and 100,000 records.',
        response: { 201: importPreviewSchema.describe('What the file holds, with every warning and its line') },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!request.isMultipart()) throw new AppError('invalid', FAMILY_TREE_MESSAGES.noFile);
      const file = await request.file({ limits: { fileSize: GEDCOM_MAX_BYTES, files: 1 } });
      if (!file) throw new AppError('invalid', FAMILY_TREE_MESSAGES.noFile);
      const preview = await previewImport(deps, user.id, {
        stream: file.file,
        fileName: file.filename,
        isTruncated: () => file.file.truncated,
      });
      return reply.code(201).send(preview);
    },
  );

  api.post(
    '/api/family-trees/imports/:id/run',
    {
      config: { access: 'tree-import' },
      schema: {
        summary: 'Run a previewed import into a new tree (a job; follow its progress)',
        params: importParamsSchema,
        response: { 202: treeImportSchema.describe('The import, queued') },
      },
    },
    async (request, reply) => {
      const row = await authorizeTreeImport(
        deps.db,
        requireUser(request).id,
        request.params.id,
        FAMILY_TREE_MESSAGES.importNotFound,
      );
      return reply.code(202).send(presentImport(await startImport(deps, row)));
    },
  );

  api.get(
    '/api/family-trees/imports/:id',
    {
      config: { access: 'tree-import' },
      schema: {
        summary: "An import's progress and outcome",
        params: importParamsSchema,
        response: { 200: treeImportSchema.describe('The import and its progress') },
      },
    },
    async (request) =>
      presentImport(
        await authorizeTreeImport(
          deps.db,
          requireUser(request).id,
          request.params.id,
          FAMILY_TREE_MESSAGES.importNotFound,
        ),
      ),
  );
}
