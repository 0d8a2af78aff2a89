import { PlaceholderScreen } from '../../../ui/placeholder-screen';

/** Placeholder until this screen is built (SPEC.md section 2). */
export function CustomerPage() {
  return <PlaceholderScreen title="Customer" />;
}
