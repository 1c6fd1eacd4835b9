export { applyMigrations, openStore, type Db, type Migration, type Store } from './store.js';
