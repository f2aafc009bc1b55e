/** Timers that never keep the process alive on their own, and that close can clear all at once. */
export function createTimerSet() {
  const timers = new Set<NodeJS.Timeout>();
  return {
    after(delayMs: number, action: () => void) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        action();
      }, delayMs);
      timer.unref();
      timers.add(timer);
    },
    clear() {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
    },
  };
}
