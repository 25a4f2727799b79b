/**
 * A Content-Disposition header that downloads as `fileName` in every browser (RFC 6266): an ASCII fallback
 * with quotes, backslashes and non-ASCII replaced by "_", and the exact UTF-8 name in `filename*`, so a
 * Japanese league name survives.
 */
export function attachmentHeader(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
