import { errorMessage, importSnapshot, uploadPercent } from '@lne/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useMemo, useRef, useState } from 'react';
import { handleGlobalError } from '../../shared/errors/global-handler';
import { reactionTo } from '../../shared/errors/reaction';
import { endSession } from '../../shared/session/session';
import { refreshCollectorRuns, useFollowedParserRun } from './api';
import { followTask, type ImportPhase } from './import-state';
import { isImportTask } from './report';

/**
 * An import of a snapshot folder into the network: the upload with its progress (over XMLHttpRequest), then
 * the parser run it queued, followed until it ends. The server's refusal is shown where the archive was
 * dropped; an ended session or a new server version take the app's usual way (spec §8).
 */
export function useSnapshotImport(network: number) {
  const client = useQueryClient();
  const router = useRouter();
  const [phase, setPhase] = useState<ImportPhase>({ kind: 'idle' });
  const cancel = useRef<AbortController | null>(null);
  const queued = phase.kind === 'parsing' ? phase.task : null;
  const status = useFollowedParserRun(network, queued);

  const start = useCallback(
    async (file: File, validateOnly: boolean) => {
      const controller = new AbortController();
      cancel.current = controller;
      setPhase({ kind: 'uploading', file: file.name, percent: 0 });
      try {
        const answer = await importSnapshot(
          { upload_file: file },
          { explorer_network_id: network, validate_only: validateOnly },
          {
            signal: controller.signal,
            onUploadProgress: (sent) =>
              setPhase({ kind: 'uploading', file: file.name, percent: uploadPercent(sent) }),
          },
        );
        if (isImportTask(answer)) {
          setPhase({ kind: 'parsing', task: answer });
          void refreshCollectorRuns(client, network);
        } else {
          setPhase({ kind: 'validated', file: file.name, report: answer });
        }
      } catch (error) {
        const reaction = reactionTo(error);
        if (reaction.kind === 'ignore') {
          setPhase({ kind: 'idle' });
          return;
        }
        if (reaction.kind === 'logout' || reaction.kind === 'version-updated') {
          handleGlobalError(error, {
            logout: () => void endSession(client, router, { notifyServer: false }),
            reload: () => window.location.reload(),
          });
        }
        setPhase({ kind: 'refused', message: errorMessage(error) });
      } finally {
        if (cancel.current === controller) cancel.current = null;
      }
    },
    [client, network, router],
  );

  const reset = useCallback(() => {
    cancel.current?.abort();
    setPhase({ kind: 'idle' });
  }, []);

  // The run as the status call shows it, once it has seen it.
  const shown = useMemo<ImportPhase>(
    () => (phase.kind === 'parsing' ? { kind: 'parsing', task: followTask(phase.task, status.data) } : phase),
    [phase, status.data],
  );
  return { phase: shown, start, reset };
}
