import { cvForm, JSON_BODY } from '../../../lib/http/body/limits';
import { controllerName, RESOURCES } from '../../../lib/registry/resources';

/**
 * The public calls of the API, under /api/v1/client. They need no token; the paths match whatever
 * their casing. Reviews, surveys and candidates are rate limited per address (config/middlewares).
 * The reads answer from the public cache (middlewares/public-cache.ts): each answer depends only on
 * the request and on content whose writes invalidate it. Reviews and surveys take JSON; a CV
 * application a multipart form with one file (lib/http/body/limits.ts).
 */
const open = { auth: false as const };
const cached = { ...open, publicCache: true, body: false as const };

export default {
  routes: [
    ...RESOURCES.flatMap((resource) =>
      resource.client
        ? [{ method: 'GET', path: `/v1/client/${resource.path}`, handler: `api::client.${controllerName(resource)}.find`, config: cached }]
        : [],
    ),
    { method: 'POST', path: '/v1/client/Reviews', handler: 'api::client.reviews.create', config: { ...open, body: JSON_BODY } },
    { method: 'POST', path: '/v1/client/Surveys', handler: 'api::client.surveys.create', config: { ...open, body: JSON_BODY } },
    { method: 'POST', path: '/v1/client/Candidates', handler: 'api::client.candidates.create', config: { ...open, body: cvForm } },
  ],
};
