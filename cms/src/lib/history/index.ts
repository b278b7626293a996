export { ensureHistoryTable, findEntry, listAuthors, listEntries, pruneEntries, purgeEntity, HISTORY_TABLE } from './store';
export { inScope, recorded, recordedAccountWrite, recordErasure, actorOf, type Actor } from './scope';
export { diff, snapshotsOf, type Snapshot } from './snapshot';
export { listNamedEntries } from './names';
