import { PlaceholderScreen } from '../../../ui/placeholder-screen';

/** Placeholder until this screen is built (SPEC.md section 2). */
export function InStockItemsPage() {
  return <PlaceholderScreen title="In Stock Items" />;
}
