export { type FormErrors, valibotResolver } from './forms/valibot-resolver';
export * from './LoginForm';
export * from './Logo';
export { type AssessmentTag, INPUT_HEIGHT, TAG_COLORS, theme } from './theme';
export * from './VersionLabel';
