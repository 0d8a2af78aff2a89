/**
 * Response compression, mounted only on what is worth it: the sync pull, whose bootstrap pages
 * carry a whole replica (about 1 KB of JSON a row, a fifth of that gzipped), and the built
 * client's text (static-client.ts), which a tablet on a weak signal should not download several
 * times over. The other API answers are small pages and are left as they are: a compression
 * middleware in front of them would cost each one a second JSON.stringify (koa-compress reads
 * the body's length before it decides), about 3 % of the server's time on the list reads.
 */
import { constants } from 'node:zlib';
import compress from 'koa-compress';

/** gzip for browsers that accept it, for answers of `filter`'s types (by default every type). */
export const gzipped = (filter: (type: string) => boolean = () => true) =>
  compress({
    filter,
    threshold: 1024,
    // gzip at its fastest level: most of the gain for a fraction of the server's time.
    gzip: { level: constants.Z_BEST_SPEED },
    deflate: false,
    br: false,
  });
