// What the rules need of a logger. Fastify's request and app loggers (pino) are such loggers; services take
// this type so that they name no HTTP framework (docs/architecture.md#services-without-http).
type LogFn = (details: object, message?: string) => void;

export interface Logger {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}
