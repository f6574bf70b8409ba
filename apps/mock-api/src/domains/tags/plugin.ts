import type * as Api from '@lne/api-client/model';
import type { FastifyInstance } from 'fastify';
import { queryString, requestScope } from '../../http/request-scope';
import { createTag, deleteTag, getTag, listTags, patchTagClass, updateTag } from './service';

/** Tags mark devices and hosts, so the devices' permissions govern them. */
export async function tagsPlugin(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const tagIdOf = (params: Record<string, unknown>) => Number(params.tag_id);

  app.get('/api/explorer/tags', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'devices');
    return { data: await listTags(ctx, scope, queryString(request.valid.query.klass)) };
  });

  app.post<{ Body: Api.TagInput }>('/api/explorer/tags', async (request, reply) => {
    const scope = await requestScope(ctx, request, 'create', 'devices');
    return reply.code(201).send({ data: await createTag(ctx, scope, request.body) });
  });

  app.get('/api/explorer/tags/:tag_id', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'devices');
    return { data: await getTag(ctx, scope, tagIdOf(request.valid.params)) };
  });

  app.put<{ Body: Api.TagInput }>('/api/explorer/tags/:tag_id', async (request) => {
    const scope = await requestScope(ctx, request, 'update', 'devices');
    return { data: await updateTag(ctx, scope, tagIdOf(request.valid.params), request.body) };
  });

  app.delete('/api/explorer/tags/:tag_id', async (request, reply) => {
    const scope = await requestScope(ctx, request, 'delete', 'devices');
    await deleteTag(ctx, scope, tagIdOf(request.valid.params));
    return reply.code(204).send();
  });

  app.patch<{ Body: Api.TagClassPatch }>('/api/explorer/tags/:tag_id', async (request) => {
    const scope = await requestScope(ctx, request, 'update', 'devices');
    const klass = String(request.valid.params.tag_id);
    return {
      data: await patchTagClass(ctx, scope, klass, request.body),
    };
  });
}
