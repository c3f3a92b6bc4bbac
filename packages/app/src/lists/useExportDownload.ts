import { errorAnswerSchema } from '@laqta/contract';
import { useCallback, useState } from 'react';
import { buildUrl } from '../api/client';
import { readToken } from '../auth/tokenStorage';

export interface ExportState<F extends string> {
  /** The export under way: its format and the bytes received so far. */
  progress: { format: F; bytes: number } | null;
  error: string | null;
  /** Downloads the list's export; `extra` narrows it (e.g. `{ ids: '4,9' }`: export selected). */
  start: (format: F, extra?: Record<string, string>) => Promise<void>;
}

export const EXPORT_FAILED = 'تعذّر إنشاء الملف. حاول مرة أخرى.';

function filenameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Downloads a file the API streams (`GET /api{path}?format=…&…`) with the admin's token, reporting
 * the bytes received as they arrive, then hands it to the browser as a download.
 */
export function useExportDownload<F extends string>(
  path: string,
  query: Record<string, string | number>,
): ExportState<F> {
  const [progress, setProgress] = useState<ExportState<F>['progress']>(null);
  const [error, setError] = useState<string | null>(null);

  const start = useCallback(
    async (format: F, extra?: Record<string, string>) => {
      setError(null);
      setProgress({ format, bytes: 0 });
      try {
        const token = readToken();
        const response = await fetch(buildUrl(path, { ...query, ...extra, format }), {
          headers: token ? { Authorization: `${token.tokenType} ${token.token}` } : {},
        });
        if (!response.ok || !response.body) {
          const body = errorAnswerSchema.safeParse(await response.json().catch(() => null));
          throw new Error((body.success && body.data.message) || EXPORT_FAILED);
        }
        const reader = response.body.getReader();
        const parts: Uint8Array[] = [];
        let bytes = 0;
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          parts.push(value);
          bytes += value.byteLength;
          setProgress({ format, bytes });
        }
        const blob = new Blob(parts as BlobPart[], {
          type: response.headers.get('content-type') ?? 'application/octet-stream',
        });
        const url = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = filenameOf(response.headers.get('content-disposition'), `export.${format}`);
        document.body.append(link);
        link.click();
        link.remove();
        // Give the browser a moment to start saving before the object URL goes away.
        window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
      } catch (cause) {
        setError(cause instanceof Error && cause.message ? cause.message : EXPORT_FAILED);
      } finally {
        setProgress(null);
      }
    },
    [path, query],
  );

  return { progress, error, start };
}
