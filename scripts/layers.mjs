#!/usr/bin/env node
// `npm run layers` (a step of `npm test`): the layering rules of .dependency-cruiser.cjs over src/ and react/.
// Prints each violation with its rule's name and exits non-zero when there is one (scripts/layers-check.mjs).
import { checkLayers } from './layers-check.mjs';

const { report, exitCode } = await checkLayers();
process.stdout.write(report);
process.exit(exitCode);
