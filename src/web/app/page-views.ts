import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { track } from '../lib/analytics';

/** Reports a page view on every route change (core-journey §2). */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    track('page_view', { path: pathname });
  }, [pathname]);
}
