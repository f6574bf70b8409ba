export {
  ChangePasswordDialog,
  type ChangePasswordDialogProps,
  changePasswordMessages,
  changePasswordSchema,
} from './ChangePasswordDialog';
