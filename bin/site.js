#!/usr/bin/env node
// Node 20 cannot run TypeScript on its own: register tsx, then load the CLI.
import { register } from 'tsx/esm/api';
register();
await import('./cli.ts');
