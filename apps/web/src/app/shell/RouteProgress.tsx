import { useIsFetching } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { shellMessages as m } from './messages';
import classes from './RouteProgress.module.css';

/**
 * A thin bar at the top of the window while a page's code or its first data is on the way: the router is
 * loading (a lazy page chunk, a loader), or a read without an answer yet is running. Refreshes of data that is
 * already shown (a collector run polling its status) do not count.
 */
export function RouteProgress() {
  const routing = useRouterState({ select: (state) => state.status === 'pending' || state.isLoading });
  const firstReads = useIsFetching({ predicate: (query) => query.state.status === 'pending' });
  if (!routing && firstReads === 0) return null;
  return (
    <div className={classes.bar} role="progressbar" aria-label={m.loadingPage} data-testid="route-progress" />
  );
}
