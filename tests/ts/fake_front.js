#!/usr/bin/env node
// tests/ts/fake_front.js — stands in for the TypeScript front end ($EQUIV_TS_FRONTEND) in the
// reader's error tests: writes the given file itself, which holds the JSON to read.
'use strict';
process.stdout.write(require('fs').readFileSync(process.argv[2]));
