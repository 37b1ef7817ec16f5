// The device a request comes from, as a session records it (session.service.ts).
import type { FastifyRequest } from 'fastify';
import type { Device } from './session.service.ts';

export const deviceOf = (request: FastifyRequest): Device => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});
