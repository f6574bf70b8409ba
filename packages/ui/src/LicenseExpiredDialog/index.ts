export {
  LicenseExpiredDialog,
  type LicenseExpiredDialogProps,
  licenseExpiredMessages,
} from './LicenseExpiredDialog';
