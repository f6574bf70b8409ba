import {
  type AssessmentRunStatus,
  getGetAssessmentRunStatusQueryKey,
  getListAssessmentsQueryKey,
  useGetAssessmentRunStatus,
  useListAssessments,
  useRunAssessment,
} from '@lne/api-client';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { DEFAULT_NETWORK_ID, DEFAULT_SNAPSHOT_ID } from '../../shared/constants';
import { assessmentMessages } from './messages';

/** Network and snapshot of the page (global URL parameters of spec §2). */
export type AssessmentScope = { network: number; snapshot: number };

export function useAssessmentScope(): AssessmentScope {
  const search = useSearch({ strict: false });
  return { network: search.network ?? DEFAULT_NETWORK_ID, snapshot: search.snapshot ?? DEFAULT_SNAPSHOT_ID };
}

/**
 * The assessment of the scope; the report page asks for every check (`type=any`, spec §7), compared with
 * the findings of `diffSnapshot` when one is chosen.
 */
export function useAssessmentReport(scope: AssessmentScope, diffSnapshot?: number) {
  return useListAssessments({
    explorer_network_id: scope.network,
    snapshot_id: scope.snapshot,
    type: 'any',
    ...(diffSnapshot === undefined ? {} : { diff_snapshot_id: diffSnapshot }),
  });
}

/** How often the run status is polled while a run is queued or running. */
const RUN_POLL_MS = 1000;

/**
 * Starts a run of the assessment and follows it: the server models a run as a task, so the status call is
 * polled while it is queued or running; when it ends, the findings are read again and the outcome is told.
 */
export function useAssessmentRun(network: number) {
  const queryClient = useQueryClient();
  const params = { explorer_network_id: network };
  const status = useGetAssessmentRunStatus(params, {
    query: { refetchInterval: (query) => (query.state.data?.running ? RUN_POLL_MS : false) },
  });
  const run = useRunAssessment({
    mutation: {
      onSuccess: (task) => {
        queryClient.setQueryData<AssessmentRunStatus>(getGetAssessmentRunStatusQueryKey(params), {
          running: true,
          task,
        });
        followed.current = true;
      },
    },
  });
  const followed = useRef(false);
  const wasRunning = useRef(false);
  const running = status.data?.running === true;
  const task = status.data?.task ?? null;

  useEffect(() => {
    if (running) {
      wasRunning.current = true;
      return;
    }
    if (!wasRunning.current || !task) return;
    // A run ended (this page's, or one started elsewhere while the page was open): read the findings again.
    wasRunning.current = false;
    void queryClient.invalidateQueries({ queryKey: getListAssessmentsQueryKey() });
    if (!followed.current) return;
    followed.current = false;
    if (task.state === 'SUCCESS') {
      notifications.show({ color: 'green', message: task.message ?? assessmentMessages.runDone });
    } else {
      notifications.show({
        color: 'red',
        message: `${assessmentMessages.runFailed}: ${task.message ?? task.state}`,
      });
    }
  }, [running, task, queryClient]);

  return {
    start: () => run.mutate({ params }),
    /** True from the click until the run has ended and the findings are being read again. */
    busy: run.isPending || running,
    state: run.isPending ? 'PENDING' : (task?.state ?? null),
  };
}
