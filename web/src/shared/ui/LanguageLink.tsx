import { Link, NavLink, useLocation, type LinkProps, type NavLinkProps } from 'react-router-dom';
import { useLanguageId } from '../../i18n';
import { withLanguage } from '../languageLinks';

/** `to` with the page's language (shared/languageLinks.ts). */
export function useLanguageHref() {
  const { locale } = useLanguageId();
  const { search } = useLocation();
  return (to: string) => withLanguage(to, locale, search);
}

/** react-router's Link to a page of the site, in the language being read. */
export function LanguageLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  const href = useLanguageHref();
  return <Link to={href(to)} {...props} />;
}

/** react-router's NavLink (active by its path) to a page of the site, in the language being read. */
export function LanguageNavLink({ to, ...props }: Omit<NavLinkProps, 'to'> & { to: string }) {
  const href = useLanguageHref();
  return <NavLink to={href(to)} {...props} />;
}
