import { homedir } from 'node:os';
import { runInstall } from './command.js';
import { serverScript } from './launch.js';

export { INSTALL_USAGE, parseInstallArgs, runInstall, type InstallContext, type InstallIo } from './command.js';
export { CLIENTS, CLIENT_IDS, SCOPES, type ClientFormat, type ClientId, type Place, type Scope } from './clients.js';

/** `ainize-mcp install` as the command runs it: home from $HOME (os.homedir), the project from the cwd. */
export function installFromProcess(argv: readonly string[], out: (text: string) => void): number {
  return runInstall(
    argv,
    { out, err: (text) => process.stderr.write(text) },
    {
      place: { home: homedir(), cwd: process.cwd(), platform: process.platform, env: process.env },
      nodePath: process.execPath,
      script: serverScript(),
      now: () => new Date(),
    },
  );
}
