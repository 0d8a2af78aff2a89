/** Every benchmark `npm run bench` runs and the smoke test runs small, in the order reported. */
import { bootstrap } from './bootstrap/index';
import { bundle } from './bundle/index';
import { drain } from './drain/index';
import { lighthouseBench } from './lighthouse/index';
import { local } from './local/index';
import { scaleReads } from './scale-reads/index';
import { serverReads } from './server-reads/index';
import { uiSave } from './ui-save/index';
import { weakSync } from './weak-sync/index';
import type { Benchmark } from './types';

export const benchmarks: Benchmark[] = [
  bootstrap,
  drain,
  local,
  serverReads,
  scaleReads,
  uiSave,
  weakSync,
  bundle,
  lighthouseBench,
];
