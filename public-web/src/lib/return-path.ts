import { paths } from '../config/paths';

/** A place in the seller's dashboard to return to after login; anything else (another site, another page) is null. */
export function dashboardReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 500 || /[\\\s]/.test(value) || value.includes('//')) return null;
  return /^\/dashboard(?:[?#]|$)/.test(value) ? value : null;
}

/** The login page, keeping the dashboard link that was opened (the new-order e-mail's) to return to it. */
export function loginKeeping(location: { pathname: string; search: string }): string {
  const next = dashboardReturnPath(location.pathname + location.search);
  return next && location.search ? paths.loginThen(next) : paths.login;
}
