import { Migration } from '@mikro-orm/migrations';

/**
 * `sign_in_throttle` keeps the time of each counted attempt (`hits`) instead of a count within a
 * window that started with the first one: a limit then holds over any 15 minutes, so no second
 * burst passes where one fixed window ends and the next begins (sign-in-throttle.ts). The rows
 * are counters of the last minutes only, so they are dropped, not converted.
 */
export class Migration20261206000000_sliding_sign_in_throttle extends Migration {
  override up(): void {
    this.addSql('drop table if exists sign_in_throttle');
    this.addSql(`create table sign_in_throttle (
  scope varchar(400) primary key,
  hits timestamptz[] not null default '{}'
)`);
  }

  override down(): void {
    this.addSql('drop table if exists sign_in_throttle');
    this.addSql(`create table sign_in_throttle (
  scope varchar(400) primary key,
  window_start timestamptz not null default now(),
  attempts int not null default 0
)`);
  }
}
