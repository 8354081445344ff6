/** The door of sync (issue 32): its routes, the outbox middleware db.ts installs, and the call that resumes sync when a core starts. */
export { syncRoutes } from './routes';
export { outboxMiddleware } from './outbox';
export { resumeSync, resolutionLog, syncSubscriptions } from './service';
export type { SyncResolution } from './schema';
