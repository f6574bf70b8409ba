export {
  CheckCard,
  type CheckCardCheck,
  type CheckCardDevice,
  type CheckCardProps,
  checkCardText,
  findingCount,
  worstSeverity,
} from './CheckCard';
