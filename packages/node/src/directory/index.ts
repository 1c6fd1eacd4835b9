export { openNodeDirectory, type NodeDirectory } from './directory.js';
