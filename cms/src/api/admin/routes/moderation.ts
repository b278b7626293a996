import { adminRoute } from '../../../lib/http/admin-route';
import { cvForm, JSON_BODY, textForm } from '../../../lib/http/body/limits';

/**
 * The back office's moderation calls of the API, under /api/v1/admin, with the paths exactly as the
 * spec writes them (the doubled review segments included). Every route is for administrators only.
 * A route takes a body only where it says which (lib/http/body/limits.ts).
 */
export default {
  routes: [
    // Reviews
    adminRoute('GET', 'Reviews/GetAll', 'reviews.find'),
    adminRoute('POST', 'Reviews/Bulk', 'reviews.bulk', JSON_BODY),
    adminRoute('PATCH', 'Reviews/Confirm/Confirm/:id', 'reviews.confirm'),
    adminRoute('PATCH', 'Reviews/Reject/Reject/:id', 'reviews.reject'),
    adminRoute('DELETE', 'Reviews/Remove/Remove/:id', 'reviews.remove'),
    adminRoute('PUT', 'Reviews/Revert/revert/:id', 'reviews.revert'),
    adminRoute('PUT', 'Reviews/Update/Update/:id', 'reviews.update', JSON_BODY),

    // Surveys (the static paths before the ones with an id)
    adminRoute('GET', 'Surveys', 'surveys.find'),
    adminRoute('GET', 'Surveys/Statistics', 'surveys.statistics'),
    adminRoute('GET', 'Surveys/Export', 'surveys.export'),
    adminRoute('PUT', 'Surveys/revert/:id', 'surveys.revert'),
    adminRoute('GET', 'Surveys/:id', 'surveys.findOne'),
    adminRoute('DELETE', 'Surveys/:id', 'surveys.delete'),

    // Candidates
    adminRoute('GET', 'Candidates', 'candidates.find'),
    adminRoute('POST', 'Candidates', 'candidates.create', cvForm),
    adminRoute('GET', 'Candidates/:id', 'candidates.findOne'),
    adminRoute('PATCH', 'Candidates/:id', 'candidates.toggleFavourite'),
    adminRoute('DELETE', 'Candidates/:id', 'candidates.erase'),
    adminRoute('GET', 'Candidates/:id/Resume', 'candidates.resume'),

    // Contact sources
    adminRoute('GET', 'ContactSources', 'contact-sources.find'),
    adminRoute('POST', 'ContactSources', 'contact-sources.create', textForm),
    adminRoute('PUT', 'ContactSources/revert/:id', 'contact-sources.revert'),
    adminRoute('GET', 'ContactSources/:id', 'contact-sources.findOne'),
    adminRoute('PUT', 'ContactSources/:id', 'contact-sources.update', textForm),
    adminRoute('DELETE', 'ContactSources/:id', 'contact-sources.delete'),
  ],
};
