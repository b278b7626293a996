/** Any other path: the not-found view (answered 404: app/routes.tsx). */
export { NotFound as default } from '../../shared/ui/NotFound';
