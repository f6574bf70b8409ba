import type * as Api from '@lne/api-client/model';
import type { Action } from '@lne/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../auth/guard';
import { forbidden, HttpError } from '../../errors';
import { queryInt, requestScope } from '../../http/request-scope';
import { streamedUpload } from '../../uploads';
import { readCsv } from './csv';
import {
  assertIpamLicensed,
  createEntity,
  deleteEntities,
  getEntity,
  getPrefixDetail,
  importCsv,
  ipDiffOf,
  listEntities,
  updateEntity,
} from './service';
import type { IpamEntity } from './store';

/** The URL segment and id parameter of each entity. */
const ROUTES: { entity: IpamEntity; path: string; idParam: string }[] = [
  { entity: 'prefixes', path: 'prefixes', idParam: 'prefix_id' },
  { entity: 'ips', path: 'ips', idParam: 'ip_id' },
  { entity: 'vrfs', path: 'vrfs', idParam: 'vrf_id' },
  { entity: 'vlans', path: 'vlans', idParam: 'vlan_id' },
  { entity: 'locations', path: 'locations', idParam: 'location_id' },
];

/** The body of a create or an update of any entity, as the contract describes each. */
type IpamWrite =
  | Api.IpamPrefixWrite
  | Api.IpamIpAddressWrite
  | Api.IpamVrfWrite
  | Api.IpamVlanWrite
  | Api.IpamLocationWrite;

/** The fields of a checked body, for the entity's own normalisation (`rules.ts`). */
const fieldsOf = (body: IpamWrite): Record<string, unknown> => Object.fromEntries(Object.entries(body));

const ints = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : undefined;

/**
 * IPAM: prefixes, IP addresses, VRFs, VLANs and locations per network, CSV import and the live diff. Every
 * route needs a signed-in user (401), then the licence feature `ipam` (403), then the `vlans` permissions of
 * spec §6 in the snapshot's mode.
 */
export async function ipamPlugin(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  const scopeOf = async (request: FastifyRequest, action: Action) => {
    await requireUser(ctx, request);
    await assertIpamLicensed(ctx);
    try {
      return await requestScope(ctx, request, action, 'vlans');
    } catch (error) {
      // The matrix names its subject; the person asked for IPAM data.
      if (
        error instanceof HttpError &&
        error.statusCode === 403 &&
        error.detail === `Not allowed to ${action} vlans.`
      )
        throw forbidden(`Not allowed to ${action} IPAM data.`);
      throw error;
    }
  };

  const { ipamCsv, ipamRows } = ctx.limits;
  const tooManyRows = () =>
    new HttpError(
      413,
      `Request body too large: an IPAM import takes at most ${ipamRows} rows below its header line.`,
    );
  // One CSV file of at most `ipamCsv` bytes and `ipamRows` rows, parsed as it arrives; a user who may not
  // create IPAM data is refused before a byte of it is read.
  const csvUpload = streamedUpload({
    maxBytes: ipamCsv,
    permit: (request) => scopeOf(request, 'create'),
    read: (file) => readCsv(file, ipamRows + 1, tooManyRows),
  });

  for (const { entity, path, idParam } of ROUTES) {
    const base = `/api/ipam/${path}`;
    const idOf = (request: FastifyRequest) => Number(request.valid.params[idParam]);

    app.post<{ Body: IpamWrite }>(base, async (request, reply) => {
      const scope = await scopeOf(request, 'create');
      const data = await createEntity(ctx, scope, entity, fieldsOf(request.body));
      return reply.code(201).send({ data });
    });

    app.get(base, async (request) => {
      const scope = await scopeOf(request, 'read');
      const query = request.valid.query;
      return {
        data: await listEntities(ctx, scope, entity, {
          tagIds: ints(query['tag_ids[]']),
          vrfId: queryInt(query.vrf_id),
          locationId: queryInt(query.location_id),
          locationIds: ints(query['location_ids[]']),
          prefixId: queryInt(query.prefix_id),
        }),
      };
    });

    app.delete<{ Body: Api.IpamBulkDelete }>(`${base}/bulk`, async (request, reply) => {
      const scope = await scopeOf(request, 'delete');
      await deleteEntities(ctx, scope, entity, request.body.data);
      return reply.code(204).send();
    });

    app.post(`${base}/import`, csvUpload.options, async (request) => {
      const { permit: scope, upload } = csvUpload.of(request);
      const validate = request.valid.query.validate_only;
      const validateOnly = validate === true || validate === 'true';
      return { data: await importCsv(ctx, scope, entity, upload.content, validateOnly) };
    });

    app.get(`${base}/:${idParam}`, async (request) => {
      const scope = await scopeOf(request, 'read');
      const id = idOf(request);
      return {
        data:
          entity === 'prefixes'
            ? await getPrefixDetail(ctx, scope, id)
            : await getEntity(ctx, scope, entity, id),
      };
    });

    app.put<{ Body: IpamWrite }>(`${base}/:${idParam}`, async (request) => {
      const scope = await scopeOf(request, 'update');
      return {
        data: await updateEntity(ctx, scope, entity, idOf(request), fieldsOf(request.body)),
      };
    });
  }

  app.get('/api/ipam/diff/ips', async (request) => {
    const scope = await scopeOf(request, 'read');
    const query = request.valid.query;
    return {
      data: await ipDiffOf(ctx, scope, { vrfId: queryInt(query.vrf_id), tagIds: ints(query['tag_ids[]']) }),
    };
  });
}
