/**
 * `ilike` patterns for a search box: the text matched anywhere, with `%`, `_` and `\` taken
 * literally (PostgreSQL's default escape character is `\`).
 */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The pattern for "contains `s`". */
export const likePattern = (s: string) => `%${escapeLike(s)}%`;
