import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// The suite runs beside the server's on two cores: a popover that opens in 50 ms alone can take over a second
// then. Waiting longer costs nothing when it is there sooner.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
