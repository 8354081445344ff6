/** The release label of SPEC.md "Versioning"; the API lives under /api/v1. */
export const APP_VERSION = '1.8.2';
