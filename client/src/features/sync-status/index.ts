/** The sync status control of the top bar and the first-download progress bar. */
export { SyncStatusButton } from './components/sync-status-button';
export { BootstrapProgress } from './components/bootstrap-progress';
