export { LicenseDialog, type LicenseDialogProps } from './LicenseDialog';
export { LicenseForm, type LicenseFormProps, licenseMessages, licenseSchema } from './LicenseForm';
