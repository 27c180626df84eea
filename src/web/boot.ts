// Imported first by main.tsx, so it runs before React, MUI and the router are evaluated: on a
// slow phone that evaluation takes longer than fetching the page chunk and its data.
import { adoptPageLanguage } from './i18n/i18n';
import { queryClient } from './query-client';
import { prefetchInitialRoute } from './routes/browser-loaders';
import { adoptServerState } from './ssr/server-state';

// Every page the server sends carries its language's messages; the first render speaks it.
adoptPageLanguage();

// A server-drawn page brought its data along: adopted first, so the prefetch below finds it
// fresh and only the page chunk is fetched.
export const serverState = adoptServerState(queryClient);
prefetchInitialRoute(window.location.pathname, window.location.search);
