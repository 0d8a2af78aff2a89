import type { z } from 'zod';

/** The answer a route sends, as the protocol's response schema reads it: `ctx.body = {...} satisfies Answer<typeof schema>`. */
export type Answer<S extends z.ZodType> = z.input<S>;
