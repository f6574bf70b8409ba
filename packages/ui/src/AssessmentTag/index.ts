export { AssessmentTagChip, type AssessmentTagChipProps, tagColor } from './AssessmentTag';
