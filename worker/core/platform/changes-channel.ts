/** The BroadcastChannel on which the core tells every tab that data changed. */
export const CHANGES_CHANNEL = 'rumo-changes';
