export { DiffViewer, type DiffViewerProps, type DiffViewMode } from './DiffViewer';
export {
  type DiffLine,
  type DiffStats,
  diffLines,
  diffStats,
  type FoldedLines,
  foldUnchanged,
  type SplitRow,
  splitLines,
  toSplitRows,
} from './line-diff';
export { diffViewerMessages } from './messages';
