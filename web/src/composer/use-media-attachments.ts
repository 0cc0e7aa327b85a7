// The composer's media: checked against the size limits, images shrunk in the browser, then
// uploaded at once to POST /api/posts/media with a progress bar, so Post only has to send the
// returned URLs. One upload runs at a time (the media button is disabled meanwhile).
import { useCallback, useEffect, useRef, useState, useLayoutEffect } from 'react';
import { downscaleImage } from './downscale-image';
import { chunk, MAX_MEDIA_FILES, mediaFileError, mediaKind, TOO_MANY_FILES, UPLOAD_BATCH_SIZE } from './media-limits';
import { uploadPostMedia, type UploadedMedia } from './upload-post-media';

export interface Attachment {
  key: string;
  /** What the tile shows: an object URL of the local file, or the stored URL when loaded from a draft. */
  previewUrl: string;
  isVideo: boolean;
  /** Null while uploading. */
  media: UploadedMedia | null;
  /** What the image shows, for screen readers and on hover ('' for none). */
  alt: string;
}

/** What a post's medias take: the stored file and its alt text. */
export type PostMediaInput = UploadedMedia & { alt?: string | null };

export interface MediaAttachments {
  items: Attachment[];
  uploading: boolean;
  /** 0..1 while uploading, otherwise null. */
  progress: number | null;
  error: string | null;
  add(files: readonly File[]): Promise<void>;
  remove(key: string): void;
  /** Replaces everything with already stored media (editing a draft). */
  load(medias: readonly PostMediaInput[]): void;
  clear(): void;
  setAlt(key: string, alt: string): void;
  /** What createPost/updatePost send. */
  medias(): PostMediaInput[];
}

let counter = 0;
const nextKey = () => `m${++counter}`;

export function useMediaAttachments(): MediaAttachments {
  const [items, setItems] = useState<Attachment[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const objectUrls = useRef(new Set<string>());
  const abort = useRef<AbortController | null>(null);
  const count = useRef(0);
  // Read by the add handler; kept in step after each render, never written during one.
  useLayoutEffect(() => {
    count.current = items.length;
  });

  const revoke = (url: string) => {
    if (objectUrls.current.delete(url)) URL.revokeObjectURL(url);
  };
  useEffect(
    () => () => {
      abort.current?.abort();
      for (const url of objectUrls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const add = useCallback(async (files: readonly File[]) => {
    if (!files.length) return;
    const problems = files.map(mediaFileError);
    const firstProblem = problems.find(Boolean) ?? null;
    setError(firstProblem);
    const accepted = files.filter((_, i) => !problems[i]);
    if (!accepted.length) return;
    if (count.current + accepted.length > MAX_MEDIA_FILES) {
      setError(TOO_MANY_FILES);
      return;
    }

    setProgress(0);
    let prepared: File[];
    try {
      prepared = await Promise.all(accepted.map(downscaleImage));
    } catch {
      setProgress(null);
      setError('Could not read the image');
      return;
    }
    const batch: Attachment[] = prepared.map((file) => {
      const url = URL.createObjectURL(file);
      objectUrls.current.add(url);
      return { key: nextKey(), previewUrl: url, isVideo: mediaKind(file.type) === 'video', media: null, alt: '' };
    });
    setItems((current) => [...current, ...batch]);
    const controller = new AbortController();
    abort.current = controller;
    try {
      // One request per 4 files (the endpoint's limit); the bar covers all of them.
      const groups = chunk(prepared, UPLOAD_BATCH_SIZE);
      const medias: UploadedMedia[] = [];
      for (const [i, group] of groups.entries()) {
        medias.push(...(await uploadPostMedia(group, (f) => setProgress((i + f) / groups.length), controller.signal)));
      }
      const byKey = new Map(batch.map((a, i) => [a.key, medias[i] ?? null]));
      setItems((current) =>
        current.flatMap((a) => {
          if (!byKey.has(a.key)) return [a];
          const media = byKey.get(a.key);
          return media ? [{ ...a, media, isVideo: media.type.startsWith('video/') }] : [];
        }),
      );
    } catch (e) {
      const keys = new Set(batch.map((a) => a.key));
      setItems((current) => current.filter((a) => !keys.has(a.key)));
      batch.forEach((a) => revoke(a.previewUrl));
      if ((e as Error).name !== 'AbortError') setError((e as Error).message || 'Upload failed');
    } finally {
      if (abort.current === controller) abort.current = null;
      setProgress(null);
    }
  }, []);

  const remove = useCallback((key: string) => {
    setItems((current) => {
      const gone = current.find((a) => a.key === key);
      if (gone) revoke(gone.previewUrl);
      return current.filter((a) => a.key !== key);
    });
  }, []);

  const setAlt = useCallback((key: string, alt: string) => {
    setItems((current) => current.map((a) => (a.key === key ? { ...a, alt } : a)));
  }, []);

  const load = useCallback((medias: readonly PostMediaInput[]) => {
    abort.current?.abort();
    for (const url of objectUrls.current) URL.revokeObjectURL(url);
    objectUrls.current.clear();
    setItems(medias.map((m) => ({ key: nextKey(), previewUrl: m.url, isVideo: m.type.startsWith('video/'), media: { url: m.url, type: m.type }, alt: m.alt ?? '' })));
    setError(null);
  }, []);

  const clear = useCallback(() => load([]), [load]);

  return {
    items,
    uploading: progress !== null,
    progress,
    error,
    add,
    remove,
    load,
    clear,
    setAlt,
    medias: () => items.flatMap((a) => (a.media ? [{ ...a.media, ...(a.alt.trim() && !a.isVideo ? { alt: a.alt.trim() } : {}) }] : [])),
  };
}
