export {
  CheckCard,
  type CheckCardCheck,
  type CheckCardDevice,
  type CheckCardEvidence,
  type CheckCardFinding,
  type CheckCardNotApplicable,
  type CheckCardProps,
  checkCardText,
  evidenceLabel,
  findingCount,
  worstSeverity,
} from './CheckCard';
