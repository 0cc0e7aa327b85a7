export interface ZipEntryWriter {
  write(data: string | Buffer): Promise<void>;
  end(): Promise<void>;
}
export interface ZipWriter {
  entry(name: string): Promise<ZipEntryWriter>;
  finish(): Promise<void>;
}
export function createZipWriter(path: string, options?: { level?: number }): ZipWriter;
