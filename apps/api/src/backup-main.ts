import { parseArgs } from 'node:util';
import { backupCommand, defaultBackupFile, restoreCommand } from './backup/commands.ts';
import { RestoreRefused } from './backup/restore.ts';
import { BackupDamagedError, BackupKeyError } from './backup/sealed-stream.ts';
import { ConfigError, loadConfig } from './config/env.ts';

/**
 * `npm run backup [-- --out FILE]` and `npm run restore -- FILE [--force] [--key-file FILE]`:
 * the embedded database and blob folder (docs/operations/backup.md). Exit status 0 done,
 * 2 refused (nothing changed), 1 failed.
 */
const USAGE = `usage: npm run backup [-- --out FILE]
       npm run restore -- FILE [--force] [--key-file secrets.key]`;

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      force: { type: 'boolean', default: false },
      'key-file': { type: 'string' },
    },
  });
  const config = loadConfig();
  if (command === 'backup') {
    const report = await backupCommand(config, values.out ?? defaultBackupFile());
    process.stdout.write(
      `Backup written and checked: ${report.file}\n` +
        `  ${mib(report.fileBytes)} (database ${mib(report.databaseBytes)}, ${report.blobs} files of recordings and pictures ${mib(report.blobBytes)}) in ${report.seconds.toFixed(1)} s, ` +
        `${report.fromRunningService ? 'from the running service' : 'from the stopped data folder'}.\n` +
        `  Encrypted with the secrets key (id ${report.keyId}): keep that key apart from the backup, and copy the backup off this machine.\n`,
    );
    return;
  }
  if (command === 'restore' && positionals.length === 1) {
    const figures = await restoreCommand(config, {
      file: positionals[0]!,
      force: values.force ?? false,
      keyFile: values['key-file'],
    });
    process.stdout.write(
      `Restored into ${config.dataDir}: the backup of ${figures.manifest.createdAt}, ` +
        `database ${mib(figures.databaseBytes)} and ${figures.blobs} files of recordings and pictures (${mib(figures.blobBytes)}) in ${figures.seconds.toFixed(1)} s.\n` +
        '  Start the service (npm start) and check a recent order before telling anyone it is back.\n',
    );
    return;
  }
  process.stderr.write(`${USAGE}\n`);
  process.exitCode = 2;
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  const refused = [ConfigError, RestoreRefused, BackupKeyError, BackupDamagedError].some(
    (kind) => error instanceof kind,
  );
  process.stderr.write(`${refused ? 'Refused' : 'Failed'}: ${(error as Error).message}\n`);
  process.exitCode = refused ? 2 : 1;
}
