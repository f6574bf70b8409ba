import type { FastifyInstance } from 'fastify';
import type { Severity } from '../../analysis/assessment';
import { listFiltersOf, queryString, requestScope } from '../../http/request-scope';
import { assessmentRunStatus, listAssessments, runAssessment } from './service';

/** Findings are about devices: reading them needs the devices' read permission, running them their update. */
export async function assessmentPlugin(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  app.post('/api/analytics/assessment/configuration/run_assessment', async (request, reply) => {
    const scope = await requestScope(ctx, request, 'update', 'devices');
    return reply.code(202).send({ data: await runAssessment(ctx, scope.networkId) });
  });

  app.get('/api/analytics/assessment/configuration/run_status', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'devices');
    return { data: await assessmentRunStatus(ctx, scope.networkId) };
  });

  app.get('/api/analytics/assessment/configuration/assessments', async (request) => {
    const scope = await requestScope(ctx, request, 'read', 'devices');
    const query = request.valid.query;
    return {
      data: await listAssessments(ctx, scope, {
        type: queryString(query.type) ?? 'any',
        severity: queryString(query.severity) as Severity | undefined,
        tagIds: listFiltersOf(query).tagIds,
      }),
    };
  });
}
