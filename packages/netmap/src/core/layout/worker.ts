// The ForceAtlas2 worker. Vite bundles it from `new Worker(new URL('./worker.ts', import.meta.url), {type: 'module'})`.
import { type LayoutSession, startLayoutSession } from './session';
import type { WorkerRequest, WorkerResponse } from './types';

type WorkerScope = {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage: (message: WorkerResponse, transfer: Transferable[]) => void;
};

const scope = self as unknown as WorkerScope;
let session: LayoutSession | undefined;

scope.onmessage = (event) => {
  const request = event.data;
  if (request.type === 'stop') {
    session?.stop();
    return;
  }
  session?.stop();
  session = startLayoutSession(request.input, request.options, {
    post: (message) =>
      scope.postMessage(
        message,
        message.type !== 'error' && message.positions ? [message.positions.buffer as ArrayBuffer] : [],
      ),
    now: () => performance.now(),
    schedule: (task) => setTimeout(task, 0),
  });
};
