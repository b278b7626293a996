/**
 * `run` when the browser is idle, and after `timeoutMs` at the latest (a busy page still gets it): in
 * a task of its own, so that it does not lengthen the task that asks for it (a phone's main thread
 * is held by each task whole: a long one delays the visitor's next tap). Answers a function that
 * cancels it if it has not run yet.
 */
export function whenIdle(run: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 1);
  return () => clearTimeout(timer);
}
