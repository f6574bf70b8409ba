/**
 * Query meta of a read whose page says itself that the item is missing (a details page): the global handler
 * leaves its 404 alone, so the person sees one message, and handles its other errors (app/query-client.ts).
 */
export const PAGE_SHOWS_NOT_FOUND = { handlesNotFound: true } as const;
