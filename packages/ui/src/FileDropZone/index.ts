export { FileDropZone, type FileDropZoneProps } from './FileDropZone';
