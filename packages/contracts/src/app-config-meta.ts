/**
 * The name of the <meta> tag of index.html that carries the runtime settings (app-config.ts). A file of its own so
 * that the boot script reads a setting without loading the settings' zod schema (docs/decisions/0030, 0038).
 */
export const APP_CONFIG_META = 'app-config';
