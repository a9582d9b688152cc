import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (scripts/lib/../..). */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
