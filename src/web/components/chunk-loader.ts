import { CHUNK_LOAD_TIMEOUT_MS } from '../../shared/constants';

/** A lazy chunk that failed to arrive; its message names the chunk and how it failed (§8). */
class ChunkLoadError extends Error {
  constructor(
    readonly chunk: string,
    readonly failure: 'timeout' | 'error',
    detail: string,
  ) {
    super(`Loading chunk '${chunk}' failed (${failure}): ${detail}`);
    this.name = 'ChunkLoadError';
  }
}

/** Imports a code-split module, giving up after §9's 120 s with a named error. */
export function loadChunk<T>(chunk: string, importer: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new ChunkLoadError(chunk, 'timeout', `no answer in ${CHUNK_LOAD_TIMEOUT_MS} ms`)),
      CHUNK_LOAD_TIMEOUT_MS,
    );
    importer().then(
      (mod) => {
        clearTimeout(timer);
        resolve(mod);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(
          new ChunkLoadError(chunk, 'error', err instanceof Error ? err.message : String(err)),
        );
      },
    );
  });
}
