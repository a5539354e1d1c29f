#!/usr/bin/env node
// The installed `vigil` command: the TypeScript sources run through tsx's require hook (the
// contract package ships as TypeScript too), so nothing is built before it runs.
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS bin: require is its import */
require('tsx/cjs');
require('../src/main.ts');
