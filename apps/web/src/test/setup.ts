import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installAppConfig } from './app-config';

// findBy* and waitFor wait on real work (a stubbed fetch answering, a lazy chunk, MUI's first render). Their
// default of 1 s is too short on a busy two-core CI machine; what they assert stays the same, they only wait
// longer for it. The web project's testTimeout (vitest.config.ts) leaves room for several such waits.
configure({ asyncUtilTimeout: 5_000 });

// Every page is served with its runtime settings (the API client signs with the key in them).
installAppConfig();

// Testing Library cleans up after each test only when the runner exposes globals; Vitest here does not.
afterEach(cleanup);
