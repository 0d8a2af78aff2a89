/**
 * Response compression, for what asks for it (`ctx.compress = true`): the sync pull, whose
 * bootstrap pages carry a whole replica (about 1 KB of JSON a row, a fifth of that gzipped),
 * and the built client's text (static-client.ts), which a tablet on a weak signal should not
 * download several times over. The other API answers are small pages and are left as they are.
 */
import { constants } from 'node:zlib';
import compress from 'koa-compress';

export const compressWhereAsked = () =>
  compress({
    filter: () => false,
    threshold: 1024,
    // gzip at its fastest level: most of the gain for a fraction of the server's time.
    gzip: { level: constants.Z_BEST_SPEED },
    deflate: false,
    br: false,
  });
