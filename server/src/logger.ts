import pino, { type Logger } from 'pino';

/** Structured logs; request bodies, tokens and secrets are never logged (redaction as a backstop). */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: ['req.headers.authorization', '*.password', '*.token', '*.ssn_encrypted'],
      remove: true,
    },
  });
}
