import { retryDelayMs } from './rules';

/** One pending retry at a time, after the back-off delay of the attempts so far (docs/decisions/1620). */
export function createRetrySchedule() {
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    /** Runs the task after the next delay, in place of any retry still waiting. */
    later(task: () => void): void {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        task();
      }, retryDelayMs(attempt));
      attempt += 1;
    },
    /** After a success: the next failure waits the shortest delay again. */
    succeeded(): void {
      attempt = 0;
    },
    /** Drops the waiting retry and starts the delays over. */
    reset(): void {
      cancel();
      attempt = 0;
    },
    waiting: (): boolean => timer !== undefined,
  };
}
