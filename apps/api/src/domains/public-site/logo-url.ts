import { servedPath } from '../uploads/upload-names.ts';

/** Where the site's stored logo is served (docs/uploads.md); null without a logo. */
export const logoUrlOf = (key: string | null): string | null => (key === null ? null : servedPath(key));
