import type * as Api from '@lne/api-client/model';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { customFieldValues, settings } from '../../db/schema';
import { DEFAULT_CUSTOM_FIELDS_SCHEMA, DEFAULT_OSQUERY_SETTINGS } from '../../db/seed-base';
import { badRequest, HttpError } from '../../errors';
import type { ExplorerNetwork } from '../networks/service';
import {
  type CustomFieldsSchema,
  type CustomFieldValidationError,
  type CustomFieldValues,
  schemaProblems,
  validateCustomFields,
} from './custom-fields';

export type OsquerySettings = { enabled: boolean; interval_seconds: number; queries: string[] };

async function readSetting<T>(ctx: AppContext, key: string, fallback: T): Promise<T> {
  const [row] = await ctx.db.select().from(settings).where(eq(settings.key, key));
  return row ? (row.value as T) : fallback;
}

export const customFieldsSchema = (ctx: AppContext) =>
  readSetting<CustomFieldsSchema>(
    ctx,
    'custom_fields_schema',
    DEFAULT_CUSTOM_FIELDS_SCHEMA as CustomFieldsSchema,
  );

export const osquerySettings = (ctx: AppContext) =>
  readSetting<OsquerySettings>(ctx, 'osquery', DEFAULT_OSQUERY_SETTINGS);

/** Replaces the schema of devices and hosts (a model left out keeps no fields); stored values stay. */
export async function saveCustomFieldsSchema(
  ctx: AppContext,
  input: Api.CustomFieldsSchemaInput,
): Promise<CustomFieldsSchema> {
  const value: CustomFieldsSchema = { devices: input.devices ?? {}, hosts: input.hosts ?? {} };
  const problems = schemaProblems(value);
  if (problems.length > 0) throw badRequest(`The custom field schema is invalid: ${problems.join(' ')}`);
  await ctx.db
    .insert(settings)
    .values({ key: 'custom_fields_schema', value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
  return value;
}

export async function saveOsquery(ctx: AppContext, value: OsquerySettings): Promise<OsquerySettings> {
  await ctx.db
    .insert(settings)
    .values({ key: 'osquery', value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
  return value;
}

export async function listCustomFieldValues(
  ctx: AppContext,
  networkId: number,
  model?: string,
): Promise<CustomFieldValues[]> {
  const condition = model
    ? and(eq(customFieldValues.explorerNetworkId, networkId), eq(customFieldValues.model, model))
    : eq(customFieldValues.explorerNetworkId, networkId);
  const rows = await ctx.db
    .select()
    .from(customFieldValues)
    .where(condition)
    .orderBy(asc(customFieldValues.model), asc(customFieldValues.instanceId));
  return rows.map((row) => ({ model: row.model, instance_id: row.instanceId, values: row.values }));
}

export async function validateValues(
  ctx: AppContext,
  network: ExplorerNetwork,
  items: CustomFieldValues[],
): Promise<CustomFieldValidationError> {
  const errors = validateCustomFields(await customFieldsSchema(ctx), items);
  return { network_name: network.name, network_id: network.id, errors };
}

/** Stores the values when every item is valid (all in one transaction); otherwise 400 with the §3 error. */
export async function saveValues(
  ctx: AppContext,
  network: ExplorerNetwork,
  items: CustomFieldValues[],
): Promise<CustomFieldValues[]> {
  const report = await validateValues(ctx, network, items);
  if (report.errors.length > 0) throw new HttpError(400, report);
  await ctx.db.transaction(async (tx) => {
    for (const item of items) {
      await tx
        .insert(customFieldValues)
        .values({
          explorerNetworkId: network.id,
          model: item.model,
          instanceId: item.instance_id,
          values: item.values,
        })
        .onConflictDoUpdate({
          target: [
            customFieldValues.explorerNetworkId,
            customFieldValues.model,
            customFieldValues.instanceId,
          ],
          set: { values: sql`${customFieldValues.values} || excluded.values` },
        });
    }
  });
  return listCustomFieldValues(ctx, network.id);
}
