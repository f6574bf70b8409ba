export { buildCsv, type CellValue, csvFileName } from './csv';
export { downloadBlob, downloadCsv } from './download';
