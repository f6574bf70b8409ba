import type { Tag } from '../model/documents';

/** The dataset's tags; colours are Mantine palette names the UI can render directly. */
export function seedTags(): Tag[] {
  const tags: Omit<Tag, 'tag_id'>[] = [
    { name: 'critical', klass: 'criticality', color: 'red' },
    { name: 'high', klass: 'criticality', color: 'orange' },
    { name: 'medium', klass: 'criticality', color: 'yellow' },
    { name: 'low', klass: 'criticality', color: 'green' },
    { name: 'ot-team', klass: 'owner', color: 'teal' },
    { name: 'it-team', klass: 'owner', color: 'blue' },
    { name: 'facility', klass: 'owner', color: 'grape' },
    { name: 'plant-nord', klass: 'location', color: 'violet' },
    { name: 'hq', klass: 'location', color: 'indigo' },
    { name: 'branch', klass: 'location', color: 'cyan' },
    { name: 'safety-system', klass: 'role', color: 'pink' },
    { name: 'internet-facing', klass: 'role', color: 'lime' },
  ];
  return tags.map((tag, index) => ({ tag_id: index + 1, ...tag }));
}

export function tagIds(tags: Tag[], ...names: string[]): number[] {
  return names.map((name) => {
    const tag = tags.find((t) => t.name === name);
    if (!tag) throw new Error(`unknown tag ${name}`);
    return tag.tag_id;
  });
}
