import { cvForm, JSON_BODY, textForm, type BodySpec } from '../../../lib/http/body/limits';

/**
 * The back office's moderation calls of the API, under /api/v1/admin, with the paths exactly as the
 * spec writes them (the doubled review segments included). Every route is for administrators only.
 * A route takes a body only where it says which (lib/http/body/limits.ts).
 */
const admin = { auth: false as const, policies: ['global::administrator'] };

const route = (method: string, path: string, handler: string, body: BodySpec | false = false) => ({
  method,
  path: `/v1/admin/${path}`,
  handler: `api::admin.${handler}`,
  config: { ...admin, body },
});

export default {
  routes: [
    // Reviews
    route('GET', 'Reviews/GetAll', 'reviews.find'),
    route('POST', 'Reviews/Bulk', 'reviews.bulk', JSON_BODY),
    route('PATCH', 'Reviews/Confirm/Confirm/:id', 'reviews.confirm'),
    route('PATCH', 'Reviews/Reject/Reject/:id', 'reviews.reject'),
    route('DELETE', 'Reviews/Remove/Remove/:id', 'reviews.remove'),
    route('PUT', 'Reviews/Revert/revert/:id', 'reviews.revert'),
    route('PUT', 'Reviews/Update/Update/:id', 'reviews.update', JSON_BODY),

    // Surveys (the static paths before the ones with an id)
    route('GET', 'Surveys', 'surveys.find'),
    route('GET', 'Surveys/Statistics', 'surveys.statistics'),
    route('GET', 'Surveys/Export', 'surveys.export'),
    route('PUT', 'Surveys/revert/:id', 'surveys.revert'),
    route('GET', 'Surveys/:id', 'surveys.findOne'),
    route('DELETE', 'Surveys/:id', 'surveys.delete'),

    // Candidates
    route('GET', 'Candidates', 'candidates.find'),
    route('POST', 'Candidates', 'candidates.create', cvForm),
    route('GET', 'Candidates/:id', 'candidates.findOne'),
    route('PATCH', 'Candidates/:id', 'candidates.toggleFavourite'),
    route('DELETE', 'Candidates/:id', 'candidates.erase'),
    route('GET', 'Candidates/:id/Resume', 'candidates.resume'),

    // Contact sources
    route('GET', 'ContactSources', 'contact-sources.find'),
    route('POST', 'ContactSources', 'contact-sources.create', textForm),
    route('PUT', 'ContactSources/revert/:id', 'contact-sources.revert'),
    route('GET', 'ContactSources/:id', 'contact-sources.findOne'),
    route('PUT', 'ContactSources/:id', 'contact-sources.update', textForm),
    route('DELETE', 'ContactSources/:id', 'contact-sources.delete'),
  ],
};
