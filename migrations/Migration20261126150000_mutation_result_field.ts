import { Migration } from '@mikro-orm/migrations';

/**
 * A rejected mutation's answer names the field it is about (sync-protocol mutationResultSchema
 * `field`), so the app can say "Email: ..." when it tells the person; stored with the answer so
 * a replayed push answers exactly the same.
 */
export class Migration20261126150000_mutation_result_field extends Migration {
  override up(): void {
    this.addSql('alter table sync_mutation_results add column field varchar(100)');
  }

  override down(): void {
    this.addSql('alter table sync_mutation_results drop column if exists field');
  }
}
