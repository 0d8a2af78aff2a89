/**
 * Benchmark #4, server reads: the real server in its own process over PostgreSQL with the demo
 * data at `--scale 20` (smoke: scale 1; PGlite when there is no PostgreSQL), signed in as the
 * demo account, each of five list reads hit by autocannon at 50 connections. Per endpoint: p50
 * and p99 latency and requests per second, each the median over the measured runs.
 * Target: p99 under 50 ms.
 */
import { median, repeat } from '../stats';
import type { Benchmark, BenchContext, Figure } from '../types';
import { fireAt, type CannonRun } from './cannon';
import { READ_ENDPOINTS, verifyEndpoints } from './endpoints';
import { seededDatabase } from '../../support/seeded-database';
import { startServerProcess } from '../../support/server-process';

const CONNECTIONS = 50;
/** The smoke size: a few connections until a fixed number of answers, whatever the speed. */
const SMOKE = { connections: 10, amount: 40 };

async function measure(ctx: BenchContext): Promise<Figure[]> {
  const scale = ctx.smoke ? 1 : 20;
  const seconds = 5;
  const connections = ctx.smoke ? SMOKE.connections : CONNECTIONS;
  const length = ctx.smoke ? { amount: SMOKE.amount } : { seconds };
  const database = await seededDatabase({ adminUrl: ctx.postgresUrl, scale, log: ctx.log });
  try {
    const server = await startServerProcess(database.env, ctx.clientDist);
    try {
      const token = await server.signIn();
      await verifyEndpoints(server.url, token);
      const figures: Figure[] = [];
      for (const endpoint of READ_ENDPOINTS) {
        const runs: CannonRun[] = await repeat(ctx, endpoint.label, () =>
          fireAt(server.url + endpoint.path, token, connections, length),
        );
        const rps = median(runs.map((r) => r.requestsPerSecond));
        // With every connection always waiting on an answer, mean latency = connections / rate.
        const note =
          `GET ${endpoint.path}; ${connections} connections, ` +
          `${ctx.smoke ? `${SMOKE.amount} requests` : `${seconds} s`} per run, ` +
          `${runs.reduce((n, r) => n + r.total, 0)} requests measured, all 2xx; ` +
          `server in its own process on ${database.origin}. With ${connections} requests always ` +
          `in flight, mean latency is ${connections} / throughput (${((connections / rps) * 1000).toFixed(0)} ms ` +
          `at ${rps.toFixed(0)} req/s), so p99 < 50 ms needs more than 1,000 req/s from one server process`;
        figures.push(
          {
            benchmark: 'server-reads',
            name: `${endpoint.label}: p50`,
            value: median(runs.map((r) => r.p50)),
            unit: 'ms',
          },
          {
            benchmark: 'server-reads',
            name: `${endpoint.label}: p99`,
            value: median(runs.map((r) => r.p99)),
            unit: 'ms',
            target: { op: '<', value: 50 },
            note,
          },
          {
            benchmark: 'server-reads',
            name: `${endpoint.label}: requests per second`,
            value: rps,
            unit: 'req/s',
          },
        );
      }
      return figures;
    } finally {
      await server.stop();
    }
  } finally {
    await database.dispose();
  }
}

export const serverReads: Benchmark = {
  id: 'server-reads',
  title: 'Server reads at 50 connections (PostgreSQL, demo data at --scale 20)',
  run: measure,
};
