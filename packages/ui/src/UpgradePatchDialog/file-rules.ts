/** The generic drop messages of spec §5. */
export const dropMessages = {
  fileType: 'File type must be one of the accepted types',
  tooLarge: (bytes: number) => `File is larger than ${bytes} bytes`,
  tooSmall: (bytes: number) => `File is smaller than ${bytes} bytes`,
  tooMany: 'Too many files',
} as const;

export type FileRules = {
  /** Accepted extensions, lower case with the dot, e.g. `.tgz`. */
  accept: readonly string[];
  maxSize?: number;
  minSize?: number;
  maxFiles?: number;
};

export type FileRejection = { name: string; message: string };

export type FileCheck<F> = { accepted: F[]; rejected: FileRejection[] };

/** Splits dropped files into accepted and rejected ones with the reason of each rejection. */
export function checkFiles<F extends { name: string; size: number }>(
  files: readonly F[],
  rules: FileRules,
): FileCheck<F> {
  if (rules.maxFiles !== undefined && files.length > rules.maxFiles) {
    return {
      accepted: [],
      rejected: files.map((file) => ({ name: file.name, message: dropMessages.tooMany })),
    };
  }
  const accepted: F[] = [];
  const rejected: FileRejection[] = [];
  for (const file of files) {
    const message = fileProblem(file, rules);
    if (message) rejected.push({ name: file.name, message });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

function fileProblem(file: { name: string; size: number }, rules: FileRules): string | undefined {
  const name = file.name.toLowerCase();
  if (!rules.accept.some((extension) => name.endsWith(extension))) return dropMessages.fileType;
  if (rules.maxSize !== undefined && file.size > rules.maxSize) return dropMessages.tooLarge(rules.maxSize);
  if (rules.minSize !== undefined && file.size < rules.minSize) return dropMessages.tooSmall(rules.minSize);
  return undefined;
}
