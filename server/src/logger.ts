import pino, { type DestinationStream, type Logger } from 'pino';
import { loggableError } from './http/loggable-error';
import { currentRequestFields } from './http/request-scope';

/**
 * Structured logs; request bodies, tokens and secrets are never logged (redaction as a backstop),
 * and an error is logged without the values of its SQL (http/loggable-error.ts).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      serializers: { err: loggableError },
      // Every line written while a request runs names it (http/request-scope.ts).
      mixin: currentRequestFields,
      redact: {
        paths: ['req.headers.authorization', '*.password', '*.token', '*.ssn_encrypted'],
        remove: true,
      },
    },
    destination,
  );
}
