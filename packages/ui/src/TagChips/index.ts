export { type TagChip, TagChips, type TagChipsProps } from './TagChips';
export { colorForClass, TAG_CLASS_PALETTE, textColorOn } from './tag-color';
