import { type CatalogueImport, IMPORT_ARRIVAL_MS, importApiPaths } from '@bookshop/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../client';
import { queryKeys } from '../queryKeys';

// Catalogue imports (issue 38): an admin sends an ONIX or CSV feed and watches it being imported.

/** How often a running import is asked about. */
const RUNNING_POLL_MS = 1000;

/** The newest imports (admin). */
export function importsQuery() {
  return queryOptions({
    queryKey: queryKeys.admin.imports(),
    queryFn: async ({ signal }) =>
      (await request(importApiPaths.imports(), { errorCode: 'getImportsError', answer: 'imports', signal }))
        .imports,
  });
}

/** One import, asked again every second while it runs. */
export function importQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.admin.import(id),
    queryFn: async ({ signal }) =>
      (await request(importApiPaths.import(id), { errorCode: 'getImportError', answer: 'import', signal }))
        .import,
    refetchInterval: (query) =>
      (query.state.data as CatalogueImport | undefined)?.status === 'running' ? RUNNING_POLL_MS : false,
  });
}

/** Every error kept of an import, for its download. */
export async function importErrors(id: string) {
  return request(importApiPaths.errors(id), { errorCode: 'getImportError', answer: 'importErrors' });
}

/**
 * Sends a feed (multipart `file`); the import then runs in the background. A publisher's feed of
 * hundreds of megabytes takes minutes over an office line: the call waits as long as the server does.
 */
export function sendImport(file: Blob, fileName: string, onProgress?: (sent: number, total: number) => void) {
  const form = new FormData();
  form.append('file', file, fileName);
  return request(importApiPaths.imports(), {
    errorCode: 'sendImportError',
    answer: 'newImport',
    method: 'POST',
    form,
    timeoutMs: IMPORT_ARRIVAL_MS,
    onUploadProgress: onProgress,
  });
}

/**
 * The back office's upload of a feed (`sendImport`), `onProgress` told of the bytes sent; the list of
 * imports asked again after it.
 */
export function useSendImport(onProgress?: (sent: number, total: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => sendImport(file, file.name, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.imports() }),
  });
}

/** Stops a running import. */
export function useCancelImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request(importApiPaths.cancel(id), {
        errorCode: 'cancelImportError',
        answer: 'import',
        method: 'POST',
      }),
    onSuccess: ({ import: cancelled }) => {
      queryClient.setQueryData(queryKeys.admin.import(cancelled.id), cancelled);
      return queryClient.invalidateQueries({ queryKey: queryKeys.admin.imports() });
    },
  });
}
