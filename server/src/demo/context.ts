import { Faker, en, en_US } from '@faker-js/faker';
import { type Clock, DAY_MS } from './calendar';
import { idMaker } from './ids';
import { Rng } from './random';

/** What every step of the generator draws from: the day, the clock and the seeded streams. */
export interface DemoContext {
  scale: number;
  /** The store's calendar date (a day number) the data is built around. */
  today: number;
  clock: Clock;
  faker: Faker;
  /** One stream per subject, so that a change in one subject leaves the others' draws alone. */
  rng: {
    employees: Rng;
    items: Rng;
    contacts: Rng;
    agreements: Rng;
    payments: Rng;
    ids: Rng;
    exceptions: Rng;
    engagements: Rng;
    units: Rng;
  };
  /** A new UUIDv7 created at `ms`. */
  newId: (ms: number) => string;
}

export function createContext(opts: {
  scale: number;
  seed: number;
  today: number;
  clock: Clock;
}): DemoContext {
  const faker = new Faker({ locale: [en_US, en] });
  faker.seed(opts.seed);
  faker.setDefaultRefDate(new Date(opts.today * DAY_MS));
  const master = new Rng(faker.number.int({ min: 0, max: 0xffffffff }));
  // Streams are forked in this order; a new one goes at the end.
  const rng = {
    employees: master.fork(),
    items: master.fork(),
    contacts: master.fork(),
    agreements: master.fork(),
    payments: master.fork(),
    ids: master.fork(),
    exceptions: master.fork(),
    engagements: master.fork(),
    units: master.fork(),
  };
  return {
    scale: opts.scale,
    today: opts.today,
    clock: opts.clock,
    faker,
    rng,
    newId: idMaker(rng.ids),
  };
}
