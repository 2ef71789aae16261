/** The data-rights module's public surface: the only file other modules import. */
export { createDataExports, exportFileName } from './service.ts';
