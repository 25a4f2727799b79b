/**
 * Where a stored logo is served, from its key in the uploads store; null without a logo. Passed in by the
 * routes, which know the uploads store, so the services stay plain database code.
 */
export type LogoUrl = (key: string | null) => string | null;
