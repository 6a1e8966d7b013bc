import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '../../common/errors';
import { AppError } from '../errors';

/** The one error handler: every API error leaves as `{message, code}` with the right status. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return reply
        .status(error.status)
        .send({ message: error.message, code: error.code } satisfies ApiErrorBody);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
      const detail = first?.message ?? 'Invalid request.';
      const message = field ? `${field}: ${detail}` : detail;
      return reply.status(400).send({ message, code: 'VALIDATION_FAILED' } satisfies ApiErrorBody);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 413) {
      return reply.status(413).send({ message: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' });
    }
    if (status === 415) {
      return reply
        .status(415)
        .send({ message: 'Send the request body as application/json.', code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    if (status === 429) {
      return reply
        .status(429)
        .send({ message: 'Too many requests. Please wait a moment.', code: 'RATE_LIMITED' });
    }
    if (status >= 400 && status < 500) {
      // Body parsing and other framework-level client errors (malformed JSON and the like).
      return reply.status(400).send({ message: error.message || 'Invalid request.', code: 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side.', code: 'INTERNAL' });
  });
}
