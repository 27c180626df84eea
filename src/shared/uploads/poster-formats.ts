// Zod-free: the event form's upload field reads it without the schema bundle.

/**
 * §5 event rule: posters are .jpg, .png or .jpeg (the generic upload rule's GIF is not a poster
 * format). The browser checks the name and type; the server checks the bytes and the name.
 */
const POSTER_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;
const POSTER_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
/** The kinds the server recognises from a file's first bytes. */
export type PosterKind = 'jpeg' | 'png';

/** For an `<input type="file" accept>`. */
export const POSTER_ACCEPT = POSTER_EXTENSIONS.join(',');

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** A file name with an extension must have a poster one; a name without one says nothing. */
export function hasPosterExtension(name: string): boolean {
  const ext = extensionOf(name);
  return ext === '' || (POSTER_EXTENSIONS as readonly string[]).includes(ext);
}

/** The browser's check before uploading: the declared type if there is one, else the name. */
export function isPosterFile(file: { name: string; type: string }): boolean {
  if (!hasPosterExtension(file.name)) return false;
  if (file.type) return (POSTER_MIME_TYPES as readonly string[]).includes(file.type);
  return extensionOf(file.name) !== '';
}
