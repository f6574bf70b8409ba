export { DiffViewer, type DiffViewerProps, type DiffViewMode } from './DiffViewer';
export {
  DIFF_LIMITS,
  type DiffLimits,
  type DiffLine,
  type DiffStats,
  DiffTooLargeError,
  diffLines,
  diffStats,
  type FoldedLines,
  foldUnchanged,
  type SplitRow,
  splitLines,
  toSplitRows,
} from './line-diff';
export { diffViewerMessages } from './messages';
