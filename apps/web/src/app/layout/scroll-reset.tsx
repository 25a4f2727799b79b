import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A page reached by a link or a redirect starts at its top, not at the height the previous page was scrolled
 * to. Back and forward (POP) leave the place to the browser's own restoration, and a change of the query
 * alone (filters, a dialog's parameter) keeps the place, since it is the same page.
 */
export function ScrollReset() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    // The path is what changed; it is read so that the effect runs once per page.
    if (pathname && navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
