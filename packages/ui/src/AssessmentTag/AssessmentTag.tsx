import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';
import { type AssessmentTag as AssessmentTagName, TAG_COLORS } from '../theme';

/** Colour of an assessment tag (spec §2, `TAG_COLORS` of the theme); tags outside the spec's list are gray. */
export function tagColor(tag: string): MantineColor {
  return tag in TAG_COLORS ? TAG_COLORS[tag as AssessmentTagName] : 'gray';
}

export type AssessmentTagChipProps = Omit<BadgeProps, 'color' | 'children'> & { tag: string };

/** One tag of an assessment check (the component; the tag names are the type `AssessmentTag`), as a chip in the tag's colour. */
export function AssessmentTagChip({ tag, ...props }: AssessmentTagChipProps) {
  return (
    <Badge color={tagColor(tag)} variant="light" size="sm" radius="xl" tt="none" data-tag={tag} {...props}>
      {tag}
    </Badge>
  );
}
