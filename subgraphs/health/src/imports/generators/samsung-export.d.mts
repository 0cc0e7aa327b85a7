export function writeSamsungExport(options: { path: string; days: number; seed?: number; startDay?: string }): Promise<{
  days: number;
  firstDay: string;
  lastDay: string;
  folder: string;
  files: Record<'steps' | 'activity' | 'sleep' | 'oxygen' | 'heart_rate' | 'exercise', string>;
}>;
