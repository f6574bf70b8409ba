export { checkFiles, dropMessages, type FileRejection, type FileRules } from './file-rules';
export {
  PATCH_LIST_HEIGHT,
  PATCH_RULES,
  type PatchDialogStatus,
  type PatchEntry,
  UpgradePatchDialog,
  type UpgradePatchDialogProps,
  upgradePatchMessages,
} from './UpgradePatchDialog';
