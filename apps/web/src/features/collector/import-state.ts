import type { CollectorTask, ParseReport, ParserRunStatus } from '@lne/api-client';
import { collectorMessages as m } from './messages';

/**
 * Where an import is: the archive going up, then the parser run reading it, then its end. A validation ends
 * with its report; a refusal with the server's words.
 */
export type ImportPhase =
  | { kind: 'idle' }
  | { kind: 'uploading'; file: string; percent: number | null }
  | { kind: 'parsing'; task: CollectorTask }
  | { kind: 'validated'; file: string; report: ParseReport }
  | { kind: 'refused'; message: string };

/**
 * The import's parser run as the status call shows it now: the latest run when it is the import's own, else
 * the task the import answered (the status call may not have seen it yet).
 */
export function followTask(queued: CollectorTask, status: ParserRunStatus | undefined): CollectorTask {
  const latest = status?.task;
  return latest && latest.task_id === queued.task_id ? latest : queued;
}

export const isOpen = (task: Pick<CollectorTask, 'state'>) =>
  task.state === 'PENDING' || task.state === 'STARTED';

/** The line that says how far the import has got, and its progress bar (null: no bar). */
export function importProgress(phase: ImportPhase): { text: string; percent: number | null } | null {
  switch (phase.kind) {
    case 'uploading':
      return phase.percent === null
        ? { text: m.importUploading(phase.file), percent: null }
        : { text: m.importUploadingPercent(phase.file, phase.percent), percent: phase.percent };
    case 'parsing': {
      const { task } = phase;
      if (task.state === 'PENDING') return { text: m.importQueued, percent: 0 };
      if (task.state === 'STARTED') {
        const percent = Math.max(0, Math.min(99, task.progress ?? 0));
        return { text: m.importParsing(percent), percent };
      }
      if (task.state === 'SUCCESS') return { text: m.importParsed, percent: 100 };
      return null;
    }
    default:
      return null;
  }
}

/** Whether the dialog is busy: nothing else may be dropped, and closing it leaves the run going. */
export function importBusy(phase: ImportPhase): boolean {
  return phase.kind === 'uploading' || (phase.kind === 'parsing' && isOpen(phase.task));
}
