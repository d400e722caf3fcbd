import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';

const silentLogger: FastifyBaseLogger = pino({ level: 'silent' });
export default silentLogger;
