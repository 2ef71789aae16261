// React 18 and later have useSyncExternalStore: react-i18next's import of the shim package (for
// React 16 and 17) is answered by React's own in the build (vite.config.ts).
export { useSyncExternalStore } from 'react';
