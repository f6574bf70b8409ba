export { type AssessmentTag, INPUT_HEIGHT, TAG_COLORS, theme } from './theme';
export * from './VersionLabel';
