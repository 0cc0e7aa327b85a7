export const RECORD_TYPES: string[];
export interface AppleExportResult {
  days: number;
  firstDay: string;
  lastDay: string;
  xmlBytes: number;
  routes: string[];
}
export function writeAppleExport(options: {
  path: string;
  format?: 'zip' | 'xml';
  days?: number;
  megabytes?: number;
  seed?: number;
  startDay?: string;
  level?: number;
  onProgress?: (bytes: number) => void;
}): Promise<AppleExportResult>;
