import type { FastifyInstance } from 'fastify';
import { queryString, requestScope } from '../../http/request-scope';
import { createTag, deleteTag, getTag, listTags, patchTagClass, type TagInput, updateTag } from './service';

/** Tags mark devices and hosts, so the devices' permissions govern them. */
export async function tagsPlugin(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const tagIdOf = (params: Record<string, unknown>) => Number(params.tag_id);

  app.get('/api/explorer/tags', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'devices');
    return { data: await listTags(ctx, scope, queryString(request.valid.query.klass)) };
  });

  app.post('/api/explorer/tags', async (request, reply) => {
    const scope = await requestScope(ctx, request, 'create', 'devices');
    return reply.code(201).send({ data: await createTag(ctx, scope, request.body as TagInput) });
  });

  app.get('/api/explorer/tags/:tag_id', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'devices');
    return { data: await getTag(ctx, scope, tagIdOf(request.valid.params)) };
  });

  app.put('/api/explorer/tags/:tag_id', async (request) => {
    const scope = await requestScope(ctx, request, 'update', 'devices');
    return { data: await updateTag(ctx, scope, tagIdOf(request.valid.params), request.body as TagInput) };
  });

  app.delete('/api/explorer/tags/:tag_id', async (request, reply) => {
    const scope = await requestScope(ctx, request, 'delete', 'devices');
    await deleteTag(ctx, scope, tagIdOf(request.valid.params));
    return reply.code(204).send();
  });

  app.patch('/api/explorer/tags/:tag_id', async (request) => {
    const scope = await requestScope(ctx, request, 'update', 'devices');
    const klass = String(request.valid.params.tag_id);
    return {
      data: await patchTagClass(ctx, scope, klass, request.body as { color?: string; klass?: string }),
    };
  });
}
