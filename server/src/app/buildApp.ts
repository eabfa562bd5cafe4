import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { auditRefusedAccess } from '../audit/auditRefusedAccess';
import { fhirRoutes } from '../fhir/fhirRoutes';
import { fileStoragesOf } from '../files/storage/fileStorages';
import { serverJobQueue } from '../jobs/serverJobs';
import { liveBusOf } from '../live/liveBus';
import { liveTransportFor } from '../live/liveTransport';
import { loggerOptions } from '../logging/loggerOptions';
import { OneLinePerRequest } from '../logging/oneLinePerRequest';
import { coreRoutes } from '../routes/core';
import { healthRoutes } from '../routes/healthRoutes';
import { portalRoutes } from '../routes/portal';
import { serveWebApps } from '../web/serveWebApps';
import type { AppDeps, AppInstance } from './appInstance';
import { compressReplies } from './compressReplies';
import { errorHandler } from './errorHandler';
import { refused } from './httpError';
import { refuseUnsafeInput } from './refuseUnsafeInput';
import { securityHeaders } from './securityHeaders';

export interface BuildAppOptions {
  /** An existing pino logger (main.ts shares one between start-up and requests). */
  logger?: FastifyBaseLogger;
  /** Serve the built web apps (off in API tests). */
  serveWeb?: boolean;
}

/** Builds the whole HTTP application around already-open dependencies; does not listen. */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<AppInstance> {
  const app = Fastify({
    ...(options.logger
      ? { loggerInstance: options.logger }
      : // Silent is no logger: pino's child per request (redaction set up for it) costs
        // about 2 µs even when nothing is written.
        { logger: deps.config.logLevel === 'silent' ? false : loggerOptions(deps.config.logLevel) }),
    // Only behind a proxy we trust may X-Forwarded-For name the client (rate limits key on it).
    trustProxy: deps.config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    // Download tokens travel in the path (Documents/Download/{token}/{id}) and exceed the default 100.
    routerOptions: { maxParamLength: 4100 },
    // Let in-flight requests finish on close; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
    // One line per request instead of two (logging/oneLinePerRequest.ts).
    logController: new OneLinePerRequest(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // NUL bytes, lone surrogates and deep nesting never reach a schema or the database.
  app.addHook('preValidation', refuseUnsafeInput);
  app.decorate('deps', deps);
  app.decorate('files', fileStoragesOf(deps.config));
  auditRefusedAccess(app);
  securityHeaders(app, { publicUrl: deps.config.publicUrl });

  // Mail and scheduled sweeps are durable jobs, worked from start-up until close.
  const jobs = serverJobQueue(app);
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  // Live events reach the streams of every instance on this database.
  const live = liveBusOf(deps);
  app.addHook('onReady', () => live.connect(liveTransportFor(deps.db, deps.databaseKind, app.log), app.log));
  app.addHook('onClose', () => live.close());

  // Before any route: the plugin adds its hook to each route as it is declared.
  await compressReplies(app);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Clinic portal and forms API',
        description: 'api/portal serves the patient portal; api/core serves the staff app.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  // Limits are set per route (`config.rateLimit`); nothing is limited by default.
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.ceil(context.ttl / 1000);
      return refused(
        429,
        'tooManyRequests',
        `Too many requests. Please wait ${seconds} seconds and try again.`,
        {
          seconds,
        },
      );
    },
  });

  await app.register(healthRoutes);
  await app.register(coreRoutes);
  await app.register(portalRoutes);
  await app.register(fhirRoutes, { prefix: '/fhir/R4' });

  if (options.serveWeb !== false) await serveWebApps(app, deps.config.webRoot);
  else app.setNotFoundHandler((_req, reply) => void reply.status(404).send({ messages: ['Not found.'] }));
  return app;
}
