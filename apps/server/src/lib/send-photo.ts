import type { FastifyReply } from 'fastify';
import type { StoredFile } from '../providers/storage';

/** Sends a member's face: never kept by a shared cache or the browser's disk cache. */
export function sendPhoto(reply: FastifyReply, photo: StoredFile) {
  return reply
    .header('content-type', photo.contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(photo.bytes));
}
