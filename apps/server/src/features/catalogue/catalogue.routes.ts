import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  catalogueTree,
  categoryList,
  categoryParams,
  courseList,
  courseParams,
  moduleList,
  modulesQuery,
  topicList,
  topicsQuery,
} from '@curio/core/catalogue';
import { apiError } from '@curio/core/errors';
import { optionalUser, requireUser } from '../../auth/auth.plugin';
import { catalogueTree as loadTree, listCategories, listCourses, listModules, listTopics } from './catalogue.service';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };
const tags = ['catalogue'];

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/categories',
    {
      // the welcome page shows categories to guests too
      onRequest: optionalUser,
      schema: { tags, summary: 'Every category, with defaults; Kids Lock users get only the kid-friendly ones', response: { 200: categoryList } },
    },
    async (req) => listCategories(app.db, req.user?.age),
  );

  app.get(
    '/api/categories/:cat/courses',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'The courses of a category, by name', params: categoryParams, response: { 200: courseList, ...errors } },
    },
    async (req) => listCourses(app.db, req.params.cat, req.user!.age),
  );

  app.get(
    '/api/courses/:course/modules',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The modules of a course in catalogue order, optionally only those of a mode',
        params: courseParams,
        querystring: modulesQuery,
        response: { 200: moduleList, ...errors },
      },
    },
    async (req) => listModules(app.db, req.params.course, req.query, req.user!.age),
  );

  app.get(
    '/api/courses/:course/topics',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The topics of a course or of one of its modules, in catalogue order',
        params: courseParams,
        querystring: topicsQuery,
        response: { 200: topicList, ...errors },
      },
    },
    async (req) => listTopics(app.db, req.params.course, req.query, req.user!.age),
  );

  app.get(
    '/api/catalogue/tree',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'The browse page: category → course → module → topics', response: { 200: catalogueTree, 401: apiError } },
    },
    async (req) => loadTree(app.db, req.user!.age),
  );
};
