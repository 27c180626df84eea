// `npm run lint:floors`: the server's floors and no import cycles, type imports included.
import { floorRules } from './scripts/floors/floors.mjs';

export default {
  forbidden: floorRules(),
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^src/server/platform/db/migrations/', '\\.d\\.ts$'] },
    // Type-only imports count: a type import upward is as much a tangle as a runtime one.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
