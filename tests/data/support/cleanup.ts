// Testing Library unmounts what a test rendered only when Vitest's globals are on, and they are off
// here. Unmount after each test explicitly: a hook left mounted keeps receiving query answers after its
// file's DOM is gone, which fails the run with "window is not defined" at random.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
