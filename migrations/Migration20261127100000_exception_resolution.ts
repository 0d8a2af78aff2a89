import { Migration } from '@mikro-orm/migrations';

/**
 * An exception's resolution records who resolved it (with `resolved_at` and the note in
 * `resolution`, which existed already); reopening clears all three. An employee removed later
 * leaves the resolution in place without a name.
 */
export class Migration20261127100000_exception_resolution extends Migration {
  override up(): void {
    this.addSql(
      'alter table exceptions add column resolved_by integer references employees (id) on delete set null',
    );
  }

  override down(): void {
    this.addSql('alter table exceptions drop column if exists resolved_by');
  }
}
