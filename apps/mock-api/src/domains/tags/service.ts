import type { AppContext } from '../../context';
import { deleteDocs, getDoc, listDocs, putDoc, putDocs, type Scope } from '../../db/network-store';
import { badRequest, notFound } from '../../errors';
import type { Tag } from '../../model/documents';

export const TAG_NOT_FOUND = 'Tag not found.';
export const DEFAULT_TAG_COLOR = '#868e96';

export type TagInput = { name: string; klass: string; color?: string };

const byId = (a: Tag, b: Tag) => a.tag_id - b.tag_id;

export async function listTags(ctx: AppContext, scope: Scope, klass: string | undefined): Promise<Tag[]> {
  const tags = await listDocs(ctx.db, scope, 'tag');
  return tags.filter((tag) => klass === undefined || tag.klass === klass).sort(byId);
}

export async function getTag(ctx: AppContext, scope: Scope, tagId: number): Promise<Tag> {
  const tag = await getDoc(ctx.db, scope, 'tag', String(tagId));
  if (!tag) throw notFound(TAG_NOT_FOUND);
  return tag;
}

function assertNameFree(tags: Tag[], name: string, except?: number): void {
  if (tags.some((tag) => tag.name === name && tag.tag_id !== except))
    throw badRequest(`A tag named '${name}' already exists.`);
}

export async function createTag(ctx: AppContext, scope: Scope, input: TagInput): Promise<Tag> {
  const tags = await listDocs(ctx.db, scope, 'tag');
  const name = input.name.trim();
  assertNameFree(tags, name);
  const tag: Tag = {
    tag_id: tags.reduce((max, t) => Math.max(max, t.tag_id), 0) + 1,
    name,
    klass: input.klass as Tag['klass'],
    color: input.color ?? DEFAULT_TAG_COLOR,
  };
  await putDoc(ctx.db, scope, 'tag', String(tag.tag_id), tag);
  return tag;
}

export async function updateTag(ctx: AppContext, scope: Scope, tagId: number, input: TagInput): Promise<Tag> {
  const before = await getTag(ctx, scope, tagId);
  const name = input.name.trim();
  assertNameFree(await listDocs(ctx.db, scope, 'tag'), name, tagId);
  const tag: Tag = {
    ...before,
    name,
    klass: input.klass as Tag['klass'],
    color: input.color ?? before.color,
  };
  await putDoc(ctx.db, scope, 'tag', String(tagId), tag);
  return tag;
}

/** Deletes the tag and takes it off every device and host. */
export async function deleteTag(ctx: AppContext, scope: Scope, tagId: number): Promise<void> {
  await getTag(ctx, scope, tagId);
  await deleteDocs(ctx.db, scope, 'tag', [String(tagId)]);
  const devices = (await listDocs(ctx.db, scope, 'device')).filter((d) => d.tag_ids.includes(tagId));
  await putDocs(
    ctx.db,
    scope,
    'device',
    devices.map((d) => ({
      id: d.unique_id,
      data: { ...d, tag_ids: d.tag_ids.filter((id) => id !== tagId) },
    })),
  );
  const hosts = (await listDocs(ctx.db, scope, 'host')).filter((h) => h.tag_ids.includes(tagId));
  await putDocs(
    ctx.db,
    scope,
    'host',
    hosts.map((h) => ({ id: h.data.hw_id, data: { ...h, tag_ids: h.tag_ids.filter((id) => id !== tagId) } })),
  );
}

/** Applies a colour and/or a new class to every tag of the class. */
export async function patchTagClass(
  ctx: AppContext,
  scope: Scope,
  klass: string,
  patch: { color?: string; klass?: string },
): Promise<Tag[]> {
  const tags = (await listDocs(ctx.db, scope, 'tag')).filter((tag) => tag.klass === klass).sort(byId);
  if (tags.length === 0) throw notFound(`No tags of class '${klass}'.`);
  const changed = tags.map((tag) => ({
    ...tag,
    klass: (patch.klass ?? tag.klass) as Tag['klass'],
    color: patch.color ?? tag.color,
  }));
  await putDocs(
    ctx.db,
    scope,
    'tag',
    changed.map((tag) => ({ id: String(tag.tag_id), data: tag })),
  );
  return changed;
}
