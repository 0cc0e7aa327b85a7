export const WORKER_NICE: number;
export function lowerThisThreadPriority(): number | undefined;
