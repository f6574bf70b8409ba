export { PRODUCT_NAME, VersionLabel, type VersionLabelProps } from './VersionLabel';
