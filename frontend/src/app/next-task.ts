/** Ends the current task: the browser may paint and answer input before the next part runs. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
