import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library cleans up after each test only when the runner exposes globals; Vitest here does not.
afterEach(cleanup);
