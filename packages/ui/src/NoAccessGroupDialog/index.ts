export {
  NoAccessGroupDialog,
  type NoAccessGroupDialogProps,
  noAccessGroupMessages,
} from './NoAccessGroupDialog';
