import { useTexts } from '@lego-portal/portal-ui';
import { PAGE_TEXTS, matchRoute } from '@lego-portal/rules';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Sets the document title of every page: the route's name, then the product's, in the page's
 * language. The route is the rules' match of the path (the table the features are guarded by);
 * a path that leads elsewhere is titled again once it has.
 */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const texts = useTexts('page', PAGE_TEXTS);
  const title = `${texts[matchRoute(pathname).routeId]} | ${texts.product}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
