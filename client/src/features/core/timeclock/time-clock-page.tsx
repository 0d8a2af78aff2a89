import { PlaceholderScreen } from '@/ui/placeholder-screen';

/** Placeholder until this screen is built (SPEC.md section 2). */
export function TimeClockPage() {
  return <PlaceholderScreen title="Time Clock" />;
}
