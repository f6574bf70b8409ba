#!/usr/bin/env node
/**
 * The pass rates of the built-in parsers on ../shared/fixtures/ntc-templates, per platform × command, and the
 * TextFSM engine's result, as the package README shows them (`test/ntc/rates.ts` measures them; the facts test
 * fails when the README differs).
 *
 *   node scripts/pass-rates.mjs           print the section
 *   node scripts/pass-rates.mjs --write   replace the README's section between its pass-rates markers
 */
import { register } from 'tsx/esm/api';

register();
await import('../test/ntc/rates-cli.ts');
