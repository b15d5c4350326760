import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installAppConfig } from './app-config';

// Every page is served with its runtime settings (the API client signs with the key in them).
installAppConfig();

// Testing Library cleans up after each test only when the runner exposes globals; Vitest here does not.
afterEach(cleanup);
