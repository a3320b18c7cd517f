#!/usr/bin/env node
// tests/ts/node_run.js — the reference side of the TypeScript differential test: transpiles a .ts
// file with the pinned typescript (transpileModule, no type check: the front end did that) and runs
// each requested call on node, fresh module each time. Writes one JSON line per call:
//   {"stdout": base64, "stderr": base64, "end": "returned <show>" | "panicked: Uncaught <show>"}
// console.log/console.error are captured as node writes them: util.format of the arguments, a
// newline, UTF-8 (a lone surrogate becomes U+FFFD). show() is docs/ts.md's, mirrored in ts_show.c.
// usage: node node_run.js FILE.ts < calls   (each line of stdin: {"fn": NAME, "args": "A,B,..."})
'use strict';
const fs = require('fs');
const path = require('path');
const util = require('util');
const Module = require('module');
const ts = require(path.join(process.env.EQUIV_SRC || path.join(__dirname, '..', '..'), 'src', 'lang', 'ts', 'frontend', 'node_modules', 'typescript'));

function show(v, d = 0) {
  if (d > 20) return '...';
  if (v === undefined) return 'undefined';
  if (v === null) return 'null';
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'number') return Object.is(v, -0) ? '-0' : String(v);
  if (typeof v === 'bigint') return String(v) + 'n';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'function') return '[function]';
  if (Array.isArray(v)) return '[' + v.map((x) => show(x, d + 1)).join(',') + ']';
  if (v instanceof Map) return 'Map{' + [...v].map(([k, x]) => show(k, d + 1) + '=>' + show(x, d + 1)).join(',') + '}';
  if (v instanceof Set) return 'Set{' + [...v].map((x) => show(x, d + 1)).join(',') + '}';
  if (v instanceof Error) return `${v.name}: ${v.message}`;
  const tag = Object.prototype.toString.call(v);
  if (tag === '[object Map Iterator]' || tag === '[object Set Iterator]') return tag;
  const proto = Object.getPrototypeOf(v);
  const cname = proto && proto !== Object.prototype && proto.constructor ? proto.constructor.name : '';
  return cname + '{' + Object.keys(v).map((k) => k + ':' + show(v[k], d + 1)).join(',') + '}';
}

// An asynchronous program (one that mentions promises, async, await or timers) runs each call in a
// node process of its own, as `node` runs a script: the module and the call, then the event loop
// until it is empty. The returned promise is observed by a reaction added when the call returns
// (a job that does nothing visible): its settled state is the outcome, "Promise{<fulfilled>: V}",
// "Promise{<rejected>: V}" or "Promise{<pending>}". An exception out of the call, out of a timer's
// callback, or a rejection no handler took ends the process there, as node's default does; the
// last is written as node writes it (its UnhandledPromiseRejection, or the error-like reason).
function one(js, call) {
  const out = [];
  let end;
  let settled = null;
  let ret;
  const finish = () => {
    const so = out.filter((o) => o[0] === 'stdout').map((o) => o[1]).join('');
    const se = out.filter((o) => o[0] === 'stderr').map((o) => o[1]).join('');
    if (end === undefined) end = settled !== null ? settled : ret;
    process.stdout.write(JSON.stringify({
      stdout: Buffer.from(so, 'utf8').toString('base64'),
      stderr: Buffer.from(se, 'utf8').toString('base64'),
      end,
      origin,
    }) + '\n');
  };
  let origin = null;
  process.on('exit', finish);
  process.on('uncaughtException', (e, o) => {
    origin = o;
    if (o === 'unhandledRejection') {
      end = 'panicked: ' + (e && e.code === 'ERR_UNHANDLED_REJECTION' && e.name === 'UnhandledPromiseRejection'
        ? `${e.name}: ${e.message}` : 'Uncaught ' + show(e));
    } else {
      end = 'panicked: Uncaught ' + show(e);
    }
    process.exit(0);
  });
  console.log = (...a) => out.push(['stdout', util.format(...a) + '\n']);
  console.error = (...a) => out.push(['stderr', util.format(...a) + '\n']);
  const m = new Module(file, null);
  m.filename = file;
  m.paths = [];
  let v;
  try {
    m._compile(js, file);
    const args = new Function(`return [${call.args}];`)();
    v = m.exports[call.fn](...args);
  } catch (e) {
    end = 'panicked: Uncaught ' + show(e);
    process.exit(0);
  }
  if (v instanceof Promise) {
    ret = 'returned Promise{<pending>}';
    v.then((x) => { settled = 'returned Promise{<fulfilled>: ' + show(x) + '}'; },
      (x) => { settled = 'returned Promise{<rejected>: ' + show(x) + '}'; });
  } else {
    ret = 'returned ' + show(v);
  }
}

const file = process.argv[2];
if (process.argv[3] === '--one') {
  const req = JSON.parse(fs.readFileSync(0, 'utf8'));
  one(req.js, req.call);
  return;
}
// --plain: the call as a plain node script runs it, no listener, no capture: what node itself
// prints and its exit status (diff_node.py checks an unhandled rejection's line against it)
if (process.argv[3] === '--plain') {
  const req = JSON.parse(fs.readFileSync(0, 'utf8'));
  const m = new Module(file, null);
  m.filename = file;
  m.paths = [];
  m._compile(req.js, file);
  m.exports[req.call.fn](...new Function(`return [${req.call.args}];`)());
  return;
}
const src = fs.readFileSync(file, 'utf8');
const js = ts.transpileModule(src, {
  compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.CommonJS, useDefineForClassFields: true },
}).outputText;
if (process.argv[3] === '--js') {
  process.stdout.write(js);
  return;
}

function load(out) {
  const m = new Module(file, null);
  m.filename = file;
  m.paths = [];
  const saved = { log: console.log, error: console.error };
  console.log = (...a) => out.push(['stdout', util.format(...a) + '\n']);
  console.error = (...a) => out.push(['stderr', util.format(...a) + '\n']);
  try {
    m._compile(js, file);
  } finally {
    console.log = saved.log;
    console.error = saved.error;
  }
  return m.exports;
}

const calls = fs.readFileSync(0, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
if (/\b(async|await|Promise|setTimeout)\b/.test(src)) {
  const { spawnSync } = require('child_process');
  for (const call of calls) {
    const res = spawnSync(process.execPath, [__filename, file, '--one'], { input: JSON.stringify({ js, call }), encoding: 'utf8' });
    if (res.status !== 0 || !res.stdout) throw new Error(`node run of ${call.fn} failed: ${res.stderr}`);
    process.stdout.write(res.stdout);
  }
  return;
}
for (const call of calls) {
  const out = [];
  let end;
  try {
    const ex = load(out);
    // the arguments are test data written as ECMAScript literals
    const args = new Function(`return [${call.args}];`)();
    const saved = { log: console.log, error: console.error };
    console.log = (...a) => out.push(['stdout', util.format(...a) + '\n']);
    console.error = (...a) => out.push(['stderr', util.format(...a) + '\n']);
    try {
      const v = ex[call.fn](...args);
      end = 'returned ' + show(v);
    } finally {
      console.log = saved.log;
      console.error = saved.error;
    }
  } catch (e) {
    end = 'panicked: Uncaught ' + show(e);
  }
  const so = out.filter((o) => o[0] === 'stdout').map((o) => o[1]).join('');
  const se = out.filter((o) => o[0] === 'stderr').map((o) => o[1]).join('');
  process.stdout.write(JSON.stringify({
    stdout: Buffer.from(so, 'utf8').toString('base64'),
    stderr: Buffer.from(se, 'utf8').toString('base64'),
    end,
  }) + '\n');
}
