import { Suspense, useEffect, useLayoutEffect } from 'react';
import { Router, Switch, Route, Redirect, useLocation } from 'wouter';
import { routes } from './routes';
import { guardRedirect } from '../../src/lib/route-guard';
import { isAuthenticated } from '../../src/stores/auth';
import { $appMounted } from '../../src/stores/router';
import { Skeleton } from '../../src/ui/skeleton';
import { followPendingIslandLinks } from './pending-links';

/** After each navigation the page scrolls to the top (spec 'Route guard'). */
function ScrollToTop() {
  const [location] = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/** The routed page area: every route of spec section 2 behind the spec's guard. */
export default function App() {
  useEffect(() => {
    $appMounted.set(true);
    const stopFollowing = followPendingIslandLinks();
    return () => {
      stopFollowing();
      $appMounted.set(false);
    };
  }, []);
  const authenticated = isAuthenticated();
  return (
    <Router>
      <ScrollToTop />
      <div className="cb-app">
        <Suspense fallback={<Skeleton variant="block" count={2} />}>
          <Switch>
            {routes.map(({ name, path, Page }) => (
              <Route key={name} path={path}>
                {(params) => {
                  const to = guardRedirect(name, authenticated);
                  return to ? <Redirect to={to} replace /> : <Page {...params} />;
                }}
              </Route>
            ))}
            <Route>
              <Redirect to="/" replace />
            </Route>
          </Switch>
        </Suspense>
      </div>
    </Router>
  );
}
