import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import Fastify, { type FastifyError, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { ERROR_CODE, tooLargeText } from '@curio/core/errors';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { SERVICE_MSG } from '@curio/core/service-messages';
import { JSON_BODY_LIMIT_BYTES } from '@curio/core/limits';
import type { Config } from './config';
import { publicUrl, trustedOrigins } from './config';
import type { Database, Db, DbKind } from './db/client';
import { createAuth } from './auth/auth';
import { authPlugin } from './auth/auth.plugin';
import { createMailer, type Mailer } from './lib/mailer';
import { HttpError } from './lib/http-error';
import { addressKey } from './lib/client-address';
import { createDatabaseOutage, type DatabaseOutage } from './lib/database-outage';
import { databaseDown, isConnectionFailure } from './lib/db-errors';
import { loggerOptions, type LogTarget } from './lib/log-options';
import { refuseUntrustedOrigins } from './lib/origin-check';
import { frameworkErrorReply, inputGuard } from './lib/input-guard';
import { healthRoutes } from './features/health';
import { accountRoutes } from './auth/account.routes';
import { feedbackRoutes } from './features/feedback';
import { catalogueRoutes } from './features/catalogue';
import { quizRoutes } from './features/quiz';
import { attemptsRoutes } from './features/attempts';
import { flashcardsRoutes } from './features/flashcards';
import { adminRoutes } from './features/admin';
import { resultsRoutes } from './features/results';
import { bookmarksRoutes } from './features/bookmarks';
import { forgetLearner, reviewRoutes } from './features/review';
import { questionFeedbackRoutes } from './features/question-feedback';
import { sharingRoutes } from './features/sharing';
import { usecaseEventsRoutes } from './features/usecase-events';
import { createFeedCache, type FeedCache, greenFeedRoutes } from './features/green-feed';
import { usecaseCommentsRoutes } from './features/usecase-comments';
import { usecaseSharingRoutes } from './features/usecase-sharing';
import { linkCardsRoutes } from './features/link-cards';
import { savedUsecasesRoutes } from './features/saved-usecases';
import { usecaseNotesRoutes } from './features/usecase-notes';
import { peopleRoutes } from './features/people';
import { useCaseGenerationRoutes } from './features/usecase-generation';
import { createUseCaseProvider } from './ai/create-provider';
import { projectsRoutes } from './features/projects';
import { progressRoutes } from './features/progress';
import { studySetsRoutes } from './features/study-sets';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    dbKind: DbKind;
    config: Config;
    mailer: Mailer;
    /** told of every connection failure; logs the first of an outage and its end */
    databaseOutage: DatabaseOutage;
    /** kept pages of the Green AI feed (decision 016); writers of what they show call changed() */
    feedCache: FeedCache;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** AUTH_SECRET or the one kept in DATA_DIR */
  secret: string;
  /** the built SPA to serve; omitted in API tests */
  webDist?: string;
  /** LOG_LEVEL to stdout when omitted; false: nowhere (tests) */
  logger?: LogTarget | false;
}

/** A request id of our own shape (a UUID): a client's id is echoed and logged only when it is one. */
/** Replies smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function requestIdOf(req: { headers: FastifyRequest['headers'] }): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** Builds the whole app from its dependencies. It never listens and does no I/O until used. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const baseURL = publicUrl(config);
  const secure = baseURL.startsWith('https://');

  const app = Fastify({
    logger: deps.logger === false ? false : loggerOptions(deps.logger ?? { level: config.LOG_LEVEL }),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // a client's x-request-id is read by requestIdOf alone, which takes only one of our shape
    requestIdHeader: false,
    genReqId: requestIdOf,
    // the first JSON parse error must not leak parser internals
    return503OnClosing: true,
    frameworkErrors: frameworkErrorReply,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('dbKind', database.kind);
  app.decorate('config', config);
  const mailer = createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: `${config.APP_NAME} <no-reply@${new URL(baseURL).hostname}>`, log: app.log });
  app.decorate('mailer', mailer);
  const databaseOutage = createDatabaseOutage(() => database.ping(), app.log);
  app.decorate('databaseOutage', databaseOutage);
  app.addHook('onClose', () => databaseOutage.close());
  const feedCache = createFeedCache(database, app.log, databaseOutage);
  app.decorate('feedCache', feedCache);
  app.addHook('onReady', () => feedCache.start());
  app.addHook('onClose', () => feedCache.close());

  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // the welcome page carries its stylesheet inline, and toasts set theirs at run time
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: secure ? [] : null,
      },
    },
    hsts: secure,
  });
  const origins = trustedOrigins(config);
  app.addHook('onRequest', refuseUntrustedOrigins({ trusted: origins, publicUrl: baseURL, appName: config.APP_NAME }));
  await app.register(inputGuard);
  // API replies, compressed when the client asks, at the cheapest settings: a small window keeps
  // each reply's compressor cheap to set up (quality 4 and the default window cut the quiz's
  // throughput by about half). Before @fastify/static, whose pre-compressed files already
  // carry their encoding; the live-update stream writes past it (event-stream.ts), never buffered.
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    // a reply up to 64 KB is compressed in one call rather than through a stream: on two cores a
    // 14 KB reply cost 84% of its throughput streamed, 54% in one call (about 0.1 ms a reply)
    syncThreshold: 65_536,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 1, [zlib.BROTLI_PARAM_LGWIN]: 16 } },
    zlibOptions: { level: 1, memLevel: 5, windowBits: 13 },
    globalDecompression: false,
  });
  await app.register(rateLimit, {
    global: false,
    // an IPv6 client counts by its /64, which it could otherwise step through
    keyGenerator: (req) => addressKey(req.ip),
    errorResponseBuilder: () => ({ statusCode: 429, error: ERROR_CODE.rateLimited, message: ACCOUNT_MSG.tooManyAttempts }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.APP_NAME} API`, version: '1.0.0', description: 'Every route of the server, from its schemas.' },
      components: {
        securitySchemes: {
          cookie: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
          // the signed value of set-auth-token (as the cookie's), never the bare token (decision 051)
          bearer: { type: 'http', scheme: 'bearer', description: 'The set-auth-token header of a sign-in: the signed session token.' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // no staticCSP: its upgrade-insecure-requests breaks the UI on plain http; our CSP fits it
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issue = err.validation[0];
      const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = issue ? (field ? `${field}: ${issue.message}` : issue.message) : 'Invalid input';
      return reply.status(400).send({ error: ERROR_CODE.validation, message });
    }
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({ error: err.code, message: err.message });
    }
    // the database is away, not broken: say so, and when to try again, on every route alike
    if (isConnectionFailure(err)) {
      databaseOutage.failed(err);
      return databaseDown(reply);
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ error: ERROR_CODE.tooLarge, message: tooLargeText(req.routeOptions.bodyLimit ?? JSON_BODY_LIMIT_BYTES) });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ error: ERROR_CODE.rateLimited, message: err.message || ACCOUNT_MSG.tooManyAttempts });
    if (status >= 400 && status < 500) {
      const code = status === 415 ? 'unsupported_media_type' : status === 404 ? ERROR_CODE.notFound : ERROR_CODE.validation;
      return reply.status(status).send({ error: code, message: err.message });
    }
    req.log.error({ err }, 'request failed');
    return reply.status(500).send({ error: ERROR_CODE.internal, message: SERVICE_MSG.internal });
  });

  const auth = createAuth({
    db: database.db,
    secret: deps.secret,
    baseURL,
    trustedOrigins: origins,
    appName: config.APP_NAME,
    mailer,
    requireEmailVerification: config.REQUIRE_EMAIL_VERIFICATION,
    log: app.log,
    databaseOutage,
  });
  await app.register(authPlugin, { auth, adminEmail: config.ADMIN_EMAIL });

  // a learner's writes can change what their review summary counts (features/review/summary-cache.ts)
  app.addHook('onSend', (req, _reply, payload, done) => {
    if (req.user && req.method !== 'GET' && req.method !== 'HEAD') forgetLearner(app.db, req.user.id);
    done(null, payload);
  });
  await app.register(healthRoutes);
  await app.register(accountRoutes);
  await app.register(feedbackRoutes);
  await app.register(catalogueRoutes);
  await app.register(quizRoutes);
  await app.register(attemptsRoutes);
  await app.register(flashcardsRoutes);
  await app.register(adminRoutes);
  await app.register(resultsRoutes);
  await app.register(bookmarksRoutes);
  await app.register(reviewRoutes);
  await app.register(studySetsRoutes, { provider: createUseCaseProvider(config) });
  await app.register(questionFeedbackRoutes);
  await app.register(sharingRoutes);
  await app.register(usecaseEventsRoutes);
  await app.register(greenFeedRoutes);
  await app.register(usecaseCommentsRoutes);
  await app.register(usecaseSharingRoutes);
  await app.register(linkCardsRoutes, { webDist: deps.webDist });
  await app.register(savedUsecasesRoutes);
  await app.register(usecaseNotesRoutes);
  await app.register(peopleRoutes);
  await app.register(useCaseGenerationRoutes, { provider: createUseCaseProvider(config), appName: config.APP_NAME });
  await app.register(projectsRoutes, { provider: createUseCaseProvider(config) });
  await app.register(progressRoutes);

  const indexHtml = deps.webDist ? path.join(deps.webDist, 'index.html') : undefined;
  // looked for once: the files served are those of the build the server started with
  const hasWelcomeHtml = deps.webDist !== undefined && existsSync(path.join(deps.webDist, 'welcome.html'));
  if (deps.webDist && indexHtml && existsSync(indexHtml)) {
    await app.register(fastifyStatic, {
      root: deps.webDist,
      wildcard: false,
      index: false,
      // the .br and .gz copies the build writes beside each file (vite.config.ts)
      preCompressed: true,
      setHeaders(res, file) {
        // hashed file names never change; index.html, sw.js and the manifest must always be fresh
        res.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url.startsWith('/api/') || req.url === '/api' || req.url.startsWith('/share/api/') || req.url.startsWith('/functions/');
    if (!isApi && indexHtml && existsSync(indexHtml) && (req.method === 'GET' || req.method === 'HEAD')) {
      // client routes: history fallback to the SPA; the welcome page comes already drawn (web's prerender-plugin.ts)
      const pathname = req.url.split('?')[0];
      const page = hasWelcomeHtml && (pathname === '/' || pathname === '/welcome') ? 'welcome.html' : 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(page);
    }
    return reply.status(404).send({ error: ERROR_CODE.notFound, message: `No route for ${req.method} ${req.url.split('?')[0]}` });
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
