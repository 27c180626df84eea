// Imported first by main.tsx, so it runs before React, MUI and the router are evaluated: on a
// slow phone that evaluation takes longer than fetching the page chunk and its data.
import { prefetchInitialRoute } from './route-prefetch';

prefetchInitialRoute(window.location.pathname);
