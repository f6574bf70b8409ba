/** Offers a file to the browser's downloads. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click returns; release it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** 'netmap-<network>-<snapshot>.<ext>', so exports of different contexts do not overwrite each other. */
export function exportFileName(network: number, snapshot: number, extension: string): string {
  return `netmap-${network}-${snapshot}.${extension}`;
}
